public import Domain
public import UsersDomain

/// The user directory in SQLite: the embedded default.
public struct SQLiteUserRepository: UserRepository {
    /// Users per page, as the reqres-style API pages them.
    public static let perPage = 6

    private let database: SQLiteDatabase

    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func page(_ number: Int) async throws(UserError) -> UsersPage {
        let perPage = Self.perPage
        return try await database.read(UserError.storage) { connection throws(UserError) in
            let total =
                try connection.query("SELECT coalesce(max(position), 0) FROM users") { $0.int(0) }.first ?? 0
            // A page before the first, or one so far past the end that its offset would overflow, is simply
            // empty, as any page past the end is.
            let users =
                (1...(Int.max / perPage)).contains(number)
                ? try connection.query(
                    """
                    SELECT id, first_name, last_name, email, avatar FROM users
                    WHERE position > ? AND position <= ? ORDER BY position
                    """,
                    [.integer(Int64((number - 1) * perPage)), .integer(Int64(number * perPage))],
                    row: Self.user) : []
            let totalPages = (total + perPage - 1) / perPage
            return UsersPage(
                page: number, perPage: perPage, total: total, totalPages: totalPages, users: users)
        }
    }

    public func user(_ id: User.ID) async throws(UserError) -> User {
        let found = try await database.read(UserError.storage) { connection throws(UserError) in
            try connection.query(
                "SELECT id, first_name, last_name, email, avatar FROM users WHERE id = ?",
                [.integer(Int64(id.rawValue))], row: Self.user)
        }
        guard let user = found.first else { throw .notFound(id) }
        return user
    }

    public func update(_ user: User) async throws(UserError) -> User {
        try await database.write(UserError.storage) { connection throws(UserError) in
            try connection.execute(
                "UPDATE users SET first_name = ?, last_name = ?, email = ? WHERE id = ?",
                .text(user.firstName), .text(user.lastName), .text(user.email),
                .integer(Int64(user.id.rawValue)))
            guard connection.changes == 1 else { throw .notFound(user.id) }
        }
        return try await self.user(user.id)
    }

    private static func user(_ row: SQLiteRow) -> User {
        User(
            id: User.ID(rawValue: row.int(0)), firstName: row.string(1), lastName: row.string(2),
            email: row.string(3), avatar: row.isNull(4) ? nil : row.string(4))
    }
}
