import DataAccess
import DataTestSupport
import Domain
import Foundation
import LoansDomain
import Testing

/// The LoanRepository contract, run against the SQLite adapter on a temporary file.
@Suite("SQLiteLoanRepository")
struct SQLiteLoanRepositoryTests {
    let folder: TemporaryFolder
    let database: SQLiteDatabase
    let repository: SQLiteLoanRepository

    init() throws {
        folder = try TemporaryFolder()
        database = SQLiteDatabase(location: .file(path: folder.path("loans.sqlite")))
        repository = SQLiteLoanRepository(database: database)
    }

    func date(_ text: String) throws -> CivilDate { try #require(CivilDate(iso: text)) }

    @Test("added loans are read back by id, and a new repository on the same file sees them")
    func addThenRead() async throws {
        let added = try await repository.add(title: "Dune", dueDate: try date("2026-03-29"))
        #expect(added.title == "Dune")
        #expect(added.isReturned == false)
        #expect(try await repository.loan(added.id) == added)
        let reopened = SQLiteLoanRepository(
            database: SQLiteDatabase(location: .file(path: folder.path("loans.sqlite"))))
        #expect(try await reopened.loan(added.id) == added)
    }

    @Test("open loans are those not returned and due on or before the date")
    func openLoans() async throws {
        let late = try await repository.add(title: "Late", dueDate: try date("2026-03-30"))
        let early = try await repository.add(title: "Early", dueDate: try date("2026-03-01"))
        let edge = try await repository.add(title: "Edge", dueDate: try date("2026-03-29"))
        let returned = try await repository.add(title: "Returned", dueDate: try date("2026-03-02"))
        _ = try await repository.markReturned(returned.id, on: try date("2026-03-03"))
        let open = try await repository.openLoans(dueOnOrBefore: try date("2026-03-29"))
        #expect(Set(open.map(\.id)) == [early.id, edge.id])
        #expect(!open.contains { $0.id == late.id })
    }

    @Test(
        "returning a loan stores the day; again, it says that day and changes nothing; an unknown id is not found"
    )
    func returnAndNotFound() async throws {
        let (loan, day) = (
            try await repository.add(title: "Dune", dueDate: try date("2026-03-29")), try date("2026-03-20")
        )
        let returned = try await repository.markReturned(loan.id, on: day)
        #expect(returned.isReturned && returned.returnedOn == day)
        #expect(try await repository.loan(loan.id) == returned)
        let later = try date("2026-03-21")
        await #expect(throws: LoanError.alreadyReturned(loan.id, on: day)) {
            try await repository.markReturned(loan.id, on: later)
        }
        #expect(try await repository.loan(loan.id) == returned)
        let missing = Loan.ID(rawValue: 9999)
        await #expect(throws: LoanError.notFound(missing)) { try await repository.loan(missing) }
        await #expect(throws: LoanError.notFound(missing)) {
            try await repository.markReturned(missing, on: try date("2026-03-21"))
        }
    }

    @Test("a blank title is refused before any write")
    func blankTitle() async throws {
        await #expect(throws: LoanError.invalidTitle) {
            try await repository.add(title: "   ", dueDate: try date("2026-03-29"))
        }
        #expect(try await repository.openLoans(dueOnOrBefore: try date("2030-01-01")).isEmpty)
    }

    @Test("demo loans are seeded once, on an empty database only")
    func seedsOnce() async throws {
        let today = try date("2026-03-29")
        try await repository.addDemoLoansIfNeeded(today: today)
        let seeded = try await repository.openLoans(dueOnOrBefore: try date("2026-12-31"))
        #expect(!seeded.isEmpty)
        try await repository.addDemoLoansIfNeeded(today: today)
        #expect(try await repository.openLoans(dueOnOrBefore: try date("2026-12-31")).count == seeded.count)
    }

    @Test("a file that is not a database is an unavailable store, not a crash")
    func damaged() async throws {
        let path = folder.path("notes.sqlite")
        try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: path))
        let broken = SQLiteLoanRepository(database: SQLiteDatabase(location: .file(path: path)))
        await #expect(throws: LoanError.storage(.damaged)) {
            try await broken.openLoans(dueOnOrBefore: try date("2026-03-29"))
        }
    }
}
