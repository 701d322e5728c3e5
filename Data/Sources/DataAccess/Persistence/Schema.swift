/// The app's schema, one migration per version.
///
/// Append; never edit a migration that has shipped.
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
                """),
        // The user directory, seeded with 42 demo users (seven pages of six) so a fresh install has
        // something to show. `position` is dense from 1 and indexed, so any page is a range lookup
        // rather than an OFFSET scan, and the total is max(position).
        Migration(
            version: 2,
            script: """
                CREATE TABLE users (
                    id INTEGER PRIMARY KEY,
                    position INTEGER NOT NULL UNIQUE,
                    first_name TEXT NOT NULL,
                    last_name TEXT NOT NULL,
                    email TEXT NOT NULL,
                    avatar TEXT
                ) STRICT;
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 42),
                names AS (
                    SELECT i,
                        json_extract(
                            '["Ada","Grace","Alan","Barbara","Edsger","Frances","Donald","Margaret",'
                            || '"Niklaus","Radia","Ken","Sophie"]',
                            '$[' || ((i - 1) % 12) || ']') AS first_name,
                        json_extract(
                            '["Lovelace","Hopper","Turing","Liskov","Dijkstra","Allen","Knuth"]',
                            '$[' || ((i - 1) % 7) || ']') AS last_name
                    FROM n
                )
                INSERT INTO users (id, position, first_name, last_name, email, avatar)
                SELECT i, i, first_name, last_name,
                    lower(first_name) || '.' || lower(last_name) || '.' || i || '@example.com', NULL
                FROM names;
                PRAGMA user_version = 2;
                """),
    ]
}
