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
        // Loans with civil due dates (ISO text sorts by date). The partial index serves the one hot
        // query, "open loans due on or before D". Demo loans depend on today, so they are seeded at
        // run time, once, as recorded in demo_seeds.
        Migration(
            version: 3,
            script: """
                CREATE TABLE loans (
                    id INTEGER PRIMARY KEY,
                    title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
                    due_date TEXT NOT NULL CHECK (due_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    returned INTEGER NOT NULL DEFAULT 0 CHECK (returned IN (0, 1))
                ) STRICT;
                CREATE INDEX loans_open_by_due_date ON loans (due_date) WHERE returned = 0;
                CREATE TABLE demo_seeds (name TEXT PRIMARY KEY) STRICT;
                PRAGMA user_version = 3;
                """),
    ]
}
