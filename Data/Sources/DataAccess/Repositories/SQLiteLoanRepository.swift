public import Domain
public import LoansDomain

/// Loans in SQLite: the embedded default.
public struct SQLiteLoanRepository: LoanRepository {
    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func openLoans(dueOnOrBefore date: CivilDate) async throws(LoanError) -> [Loan] {
        let rows = try await database.read(LoanError.storage) { connection throws(LoanError) in
            try connection.query(
                "SELECT id, title, due_date, returned, returned_on FROM loans WHERE returned = 0 AND due_date <= ?",
                [.text(date.description)], row: Self.loan)
        }
        let loans = rows.compactMap { $0 }
        guard loans.count == rows.count else { throw .storage(.damaged) }
        return loans
    }

    public func loan(_ id: Loan.ID) async throws(LoanError) -> Loan {
        let found = try await database.read(LoanError.storage) { connection throws(LoanError) in
            try connection.query(
                "SELECT id, title, due_date, returned, returned_on FROM loans WHERE id = ?",
                [.integer(Int64(id.rawValue))],
                row: Self.loan)
        }
        guard let row = found.first else { throw .notFound(id) }
        guard let loan = row else { throw .storage(.damaged) }
        return loan
    }

    public func add(title: String, dueDate: CivilDate) async throws(LoanError) -> Loan {
        guard let title = Loan.validTitle(title) else { throw .invalidTitle }
        let id = try await database.write(LoanError.storage) { connection throws(LoanError) in
            try connection.query(
                "INSERT INTO loans (title, due_date) VALUES (?, ?) RETURNING id",
                [.text(title), .text(dueDate.description)]
            ) { $0.int(0) }.first ?? 0
        }
        return Loan(id: Loan.ID(rawValue: id), title: title, dueDate: dueDate)
    }

    /// One statement marks it, so of two returns at once only one changes the loan; the other is told when.
    public func markReturned(_ id: Loan.ID, on day: CivilDate) async throws(LoanError) -> Loan {
        let changed = try await database.write(LoanError.storage) { connection throws(LoanError) in
            try connection.execute(
                "UPDATE loans SET returned = 1, returned_on = ? WHERE id = ? AND returned = 0",
                .text(day.description), .integer(Int64(id.rawValue)))
            return connection.changes == 1
        }
        let loan = try await loan(id)
        guard changed else { throw .alreadyReturned(id, on: loan.returnedOn) }
        return loan
    }

    /// Adds the demo loans around `today` (LoansDomain's `DemoLoans`) the first time only, so a fresh install shows
    /// every group; later calls, and later days, change nothing.
    public func addDemoLoansIfNeeded(today: CivilDate) async throws(LoanError) {
        let demo = DemoLoans.loans(around: today)
        try await database.write(LoanError.storage) { connection throws(LoanError) in
            try connection.execute("INSERT INTO demo_seeds (name) VALUES ('loans') ON CONFLICT DO NOTHING")
            guard connection.changes == 1 else { return }
            for loan in demo {
                try connection.execute(
                    "INSERT INTO loans (title, due_date) VALUES (?, ?)", .text(loan.title),
                    .text(loan.dueDate.description))
            }
        }
    }

    /// A row as a loan, or nil when its date does not parse: the callers report a damaged store.
    private static func loan(_ row: SQLiteRow) -> Loan? {
        guard let due = CivilDate(iso: row.string(2)) else { return nil }
        // A return day that does not parse is damage, as a due date is; none (returned before it was kept) is not.
        let returnedOn = row.isNull(4) ? nil : CivilDate(iso: row.string(4))
        guard row.isNull(4) || returnedOn != nil else { return nil }
        return Loan(
            id: Loan.ID(rawValue: row.int(0)), title: row.string(1), dueDate: due,
            isReturned: row.int(3) == 1,
            returnedOn: returnedOn)
    }
}
