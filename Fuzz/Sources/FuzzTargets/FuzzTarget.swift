import AppCore
import CLIKit
import Composition
import Domain
import Foundation
import LoansDomain
import OrdersDomain
import Presentation
import ReadingPlanDomain
import UsersDomain

@testable import DataAccess
@testable import OrdersFeature
@testable import ReadingPlanFeature

/// The code that reads outside input, each as a fuzz target: bytes in, and a trap when a rule breaks.
///
/// libFuzzer (docs/TOOLING.md, Fuzzing) feeds every target generated inputs; `FuzzCorpusTests` replays the corpus
/// in `Fuzz/Corpus/<target>/` on every `make test`, so an input that once crashed stays fixed. A
/// target checks more than "no crash": what it accepts must satisfy the rules its callers rely on.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The command line, parsed against the app's whole command table: NUL separates arguments.
    case arguments
    /// `GET /users?page=N` and `GET /users/{id}` answers, decoded and mapped to Domain.
    case usersJSON = "users-json"
    /// `GET /orders` answers, decoded, mapped to Domain, and totalled as the Orders scene does.
    case ordersJSON = "orders-json"
    /// The reading plan form: pages and days as typed, NUL between them.
    case planInput = "plan-input"
    /// `--item SKU:QTY` texts, NUL between items.
    case orderLines = "order-lines"
    /// `YYYY-MM-DD` dates (`--today`, `--due`), and day arithmetic on what parses.
    case dates

    /// Runs the target on one input.
    ///
    /// A broken rule is a `fatalError`, which libFuzzer reports.
    /// On the main actor, where the scenes' parsing lives; libFuzzer calls from the main thread.
    @MainActor
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .arguments: Self.arguments(bytes)
        case .usersJSON: Self.usersJSON(bytes)
        case .ordersJSON: Self.ordersJSON(bytes)
        case .planInput: Self.planInput(bytes)
        case .orderLines: Self.orderLines(bytes)
        case .dates: Self.dates(bytes)
        }
    }

    // MARK: - Targets

    @MainActor
    private static func arguments(_ bytes: [UInt8]) {
        let arguments = fields(bytes)
        let parser = ArgumentParser(root: Application.commandTable(RegisteredFeatures.commands))
        do {
            if case .run(let invocation, let leaf) = try parser.parse(arguments) {
                check(!invocation.path.isEmpty, "a run invocation has a command path")
                check(
                    leaf.name == invocation.path.last && leaf.subcommands.isEmpty,
                    "the leaf is the path's last")
                check(invocation.values.values.allSatisfy { !$0.isEmpty }, "every given option has a value")
            }
        } catch {
            check(!error.message.isEmpty, "a usage error says what is wrong")
            check(error.message.count < 400, "a usage error does not echo a long argument")
        }
    }

    @MainActor
    private static func usersJSON(_ bytes: [UInt8]) {
        let data = Data(bytes)
        if let page = try? JSONDecoder().decode(UsersPageDTO.self, from: data), let mapped = page.usersPage {
            check(mapped.page >= 1 && mapped.users.count <= mapped.perPage, "a mapped page is consistent")
        }
        if let envelope = try? JSONDecoder().decode(UserEnvelopeDTO.self, from: data) {
            check(envelope.data.user.id.rawValue == envelope.data.id, "the id survives mapping")
        }
    }

    @MainActor
    private static func ordersJSON(_ bytes: [UInt8]) {
        guard let orders = try? JSONDecoder().decode([OrderDTO].self, from: Data(bytes)) else { return }
        for dto in orders {
            // What the Orders scene shows for every order that decoded: no overflow, nothing negative.
            let order = dto.order
            check(order.unitCount > 0 || order.items.isEmpty, "a decoded order counts its units")
            check(order.totalCents >= 0, "a decoded order's total is not negative")
            let encoded = try? JSONEncoder().encode(dto)
            let again = encoded.flatMap { try? JSONDecoder().decode(OrderDTO.self, from: $0) }
            check(again == dto, "an order survives the cache's encode and decode")
        }
    }

    @MainActor
    private static func planInput(_ bytes: [UInt8]) {
        let parts = fields(bytes)
        let request = ReadingPlanModels.MakePlan.Request(
            pagesText: parts.first ?? "", daysText: parts.dropFirst().first ?? "")
        let presenter = RecordingPlanPresenter()
        let interactor = ReadingPlanInteractor(
            // Making a plan never touches the store, so this one is never opened.
            worker: ReadingPlanWorker(
                store: SQLiteReadingPlanStore(database: SQLiteDatabase(location: .inMemory))),
            presenter: presenter)
        interactor.makePlan(request)
        guard case .success(let plan)? = presenter.made?.result else { return }
        check(ReadingPlan.pageRange.contains(plan.pages), "accepted pages are in range")
        check(ReadingPlan.dayRange.contains(plan.days), "accepted days are in range")
        check(plan.dailyPages * plan.days >= plan.pages, "the daily pages finish the book in time")
        check(Int(request.pagesText) == plan.pages, "the plan has the pages that were typed")
    }

    @MainActor
    private static func orderLines(_ bytes: [UInt8]) {
        let texts = fields(bytes)
        switch PlaceOrderViewModel.parse(texts, in: .english) {
        case .success(let lines):
            check(lines.count == texts.count, "every text became one line")
            for line in lines {
                check(Quantity.range.contains(line.quantity.rawValue), "quantities are in range")
                let text = "\(line.sku.rawValue):\(line.quantity)"
                check(
                    (try? PlaceOrderViewModel.parse([text], in: .english).get()) == [line],
                    "a parsed line parses back the same")
            }
        case .failure(let problem):
            check(problem.message.count < 400, "a problem does not echo a long input")
            let controls = problem.message.unicodeScalars.filter {
                $0.properties.generalCategory == .control && $0 != "\t"
            }
            check(controls.isEmpty, "a problem prints no control characters but tab")
        }
    }

    @MainActor
    private static func dates(_ bytes: [UInt8]) {
        let text = String(decoding: bytes.prefix(64), as: UTF8.self)
        if let date = CivilDate(iso: text) {
            check(date.description == text, "a parsed date prints as it was written")
            check(CivilDate(dayNumber: date.dayNumber) == date, "day numbers round-trip")
        }
        // Day arithmetic with any offset: out of range is nil, never a trap.
        guard bytes.count >= 8 else { return }
        let offset = bytes.prefix(8).reduce(0) { $0 << 8 | Int($1) }
        let start = CivilDate(year: 2026, month: 11, day: 30)
        if let moved = start?.adding(days: offset) {
            check(CivilDate.years.contains(moved.year), "a moved date stays in the supported years")
        }
        _ = CivilDate(dayNumber: offset)
    }

    // MARK: - Helpers

    /// The input as UTF-8 text fields separated by NUL bytes.
    private static func fields(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    private static func check(_ rule: Bool, _ what: @autoclosure () -> String) {
        if !rule { fatalError("fuzz rule broken: \(what())") }
    }
}

@MainActor
private final class RecordingPlanPresenter: ReadingPlanPresentationLogic {
    var made: ReadingPlanModels.MakePlan.Response?
    func present(_ response: ReadingPlanModels.MakePlan.Response) { made = response }
    func presentLoad(_ response: ReadingPlanModels.LoadPlan.Response) {}
    func presentSave(_ response: ReadingPlanModels.SavePlan.Response) {}
}
