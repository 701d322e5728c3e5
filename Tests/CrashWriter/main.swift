// A child process for the crash tests: writes in a loop until it is killed.
// - `plans` (the default) saves reading plans: each save is one transaction over two tables.
// - `orders` places orders through PlaceOrderUseCase: a reservation, then the order that settles it.
// A kill at any instant must leave every stored fact consistent.
import DataAccess
import Domain
import Foundation
import OrdersDomain
import ReadingPlanDomain

let arguments = CommandLine.arguments.dropFirst()
let mode = arguments.dropFirst().first ?? "plans"
guard (1...2).contains(arguments.count), let path = arguments.first, ["plans", "orders"].contains(mode) else {
    FileHandle.standardError.write(Data("usage: CrashWriter <database path> [plans|orders]\n".utf8))
    exit(64)
}
let database = SQLiteDatabase(location: .file(path: path))
// A test that died (crashed, or was killed) cannot kill its writers: each stops once its parent is gone, so no
// writer outlives the run that started it.
let parent = getppid()
func stopIfOrphaned() {
    if getppid() != parent { exit(0) }
}
do {
    if mode == "orders" {
        let placing = PlaceOrderUseCase(
            orders: SQLiteOrderRepository(database: database),
            inventory: SQLiteInventoryRepository(database: database))
        let skus: [SKU] = ["TEA-GREEN", "TEA-BLACK", "MUG-BLUE", "BOOK-SICP", "KETTLE-1L"]
        var placed = false
        while true {
            stopIfOrphaned()
            let lines = skus.shuffled().prefix(Int.random(in: 1...3)).map {
                OrderLine(sku: $0, quantity: [1, 2, 3].randomElement() ?? 1)
            }
            do {
                _ = try await placing.execute(lines)
                // Said after the first order, so a kill lands in the loop, however slow the start.
                if !placed { FileHandle.standardOutput.write(Data("writing\n".utf8)) }
                placed = true
            } catch {
                // Sold out, or many writers at once: neither is a crash, so the loop goes on, after a
                // pause, so that writers with nothing left to sell do not take the machine from the
                // tests beside them.
                switch error {
                case .outOfStock, .storage(.busy):
                    try await Task.sleep(for: .milliseconds(Int.random(in: 5...20)))
                default: throw error
                }
            }
        }
    } else {
        let store = SQLiteReadingPlanStore(database: database)
        var revision = try await store.load()?.revision ?? .unsaved
        var saved = false
        while true {
            stopIfOrphaned()
            let plan = try ReadingPlan(
                pages: Int.random(in: ReadingPlan.pageRange), days: Int.random(in: ReadingPlan.dayRange))
            revision = try await store.save(plan, expected: revision).revision
            // Said after the first save, so every round of the test adds at least one, however slow the machine.
            if !saved { FileHandle.standardOutput.write(Data("writing\n".utf8)) }
            saved = true
        }
    }
} catch {
    FileHandle.standardError.write(Data("CrashWriter: \(error)\n".utf8))
    exit(70)
}
