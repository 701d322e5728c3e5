/// The app's schema, one migration per version. Append; never edit a migration that has shipped.
public enum Schema {
    public static let migrations: [Migration] = [
        Migration(
            version: 1,
            script: """
                CREATE TABLE reading_plan (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    pages INTEGER NOT NULL CHECK (pages BETWEEN 1 AND 100000),
                    days INTEGER NOT NULL CHECK (days BETWEEN 1 AND 365),
                    daily_pages INTEGER NOT NULL,
                    revision INTEGER NOT NULL CHECK (revision >= 1)
                ) STRICT;
                CREATE TABLE reading_plan_history (
                    revision INTEGER PRIMARY KEY,
                    pages INTEGER NOT NULL,
                    days INTEGER NOT NULL,
                    daily_pages INTEGER NOT NULL
                ) STRICT;
                PRAGMA user_version = 1;
                """)
    ]
}
