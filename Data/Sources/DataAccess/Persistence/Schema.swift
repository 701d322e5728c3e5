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
        // The user directory, filled with 42 demo users (seven pages of six) so a fresh install has
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
        // query, "open loans due on or before D". Demo loans depend on today, so they are added at
        // run time, once per database, which a row of the table below records.
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
        // Orders: the inventory with stock that never goes below zero, orders with their
        // priced items, and the remote repository's cache of the last orders the API gave. Demo
        // products and three demo orders are added so `app orders` shows something on a fresh
        // machine. KETTLE-1L has exactly 5 in stock; FILTER-100 has none. An order's id is
        // `O-<1000 + position>`, and items keep their insertion order (rowid).
        Migration(
            version: 4,
            script: """
                CREATE TABLE inventory (
                    sku TEXT PRIMARY KEY,
                    name TEXT NOT NULL,
                    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
                    available INTEGER NOT NULL CHECK (available >= 0)
                ) STRICT;
                INSERT INTO inventory (sku, name, price_cents, available) VALUES
                    ('TEA-GREEN', 'Green tea, 100 g', 650, 40),
                    ('TEA-BLACK', 'Black tea, 100 g', 550, 35),
                    ('MUG-BLUE', 'Blue mug, 300 ml', 1200, 12),
                    ('BOOK-SICP', 'Structure and Interpretation of Computer Programs', 4500, 8),
                    ('KETTLE-1L', 'Electric kettle, 1 l', 3900, 5),
                    ('FILTER-100', 'Paper tea filters, 100', 300, 0);
                CREATE TABLE orders (
                    id TEXT PRIMARY KEY,
                    position INTEGER NOT NULL UNIQUE,
                    status TEXT NOT NULL
                        CHECK (status IN ('pending', 'paid', 'shipped', 'delivered', 'cancelled'))
                ) STRICT;
                CREATE TABLE order_items (
                    order_id TEXT NOT NULL REFERENCES orders (id),
                    sku TEXT NOT NULL,
                    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
                    unit_price_cents INTEGER NOT NULL,
                    PRIMARY KEY (order_id, sku)
                ) STRICT;
                INSERT INTO orders (id, position, status) VALUES
                    ('O-1001', 1, 'delivered'),
                    ('O-1002', 2, 'shipped'),
                    ('O-1003', 3, 'paid');
                INSERT INTO order_items (order_id, sku, quantity, unit_price_cents) VALUES
                    ('O-1001', 'TEA-GREEN', 2, 650),
                    ('O-1001', 'MUG-BLUE', 1, 1200),
                    ('O-1002', 'BOOK-SICP', 1, 4500),
                    ('O-1003', 'TEA-BLACK', 3, 550),
                    ('O-1003', 'KETTLE-1L', 1, 3900);
                CREATE TABLE order_cache (
                    position INTEGER PRIMARY KEY,
                    id TEXT NOT NULL,
                    status_code INTEGER NOT NULL,
                    items TEXT NOT NULL
                ) STRICT;
                PRAGMA user_version = 4;
                """),
        // Orders whose place request had an unknown outcome (the answer was lost): their reference
        // and the merged lines whose stock stays reserved until the backend says whether it placed them.
        Migration(
            version: 5,
            script: """
                CREATE TABLE unconfirmed_orders (
                    position INTEGER PRIMARY KEY,
                    reference TEXT NOT NULL UNIQUE,
                    lines TEXT NOT NULL
                ) STRICT;
                PRAGMA user_version = 5;
                """),
        // The reservation journal, replacing unconfirmed_orders: a reservation is recorded in the
        // transaction that takes its stock and settled in the one that records its order, so a dead
        // process leaves a trace of every unit it took. `holder` is the id of the process placing
        // the order, NULL once it gave up learning the order's fate; a reservation whose holder is
        // NULL or no longer runs is unsettled. The unconfirmed orders carry over as unsettled.
        Migration(
            version: 6,
            script: """
                CREATE TABLE reservations (
                    position INTEGER PRIMARY KEY,
                    reference TEXT NOT NULL UNIQUE,
                    lines TEXT NOT NULL,
                    holder INTEGER
                ) STRICT;
                INSERT INTO reservations (position, reference, lines, holder)
                SELECT position, reference, lines, NULL FROM unconfirmed_orders;
                DROP TABLE unconfirmed_orders;
                PRAGMA user_version = 6;
                """),
        // Which caches hold a saved list, so that a list saved empty ("no orders") is told apart from none
        // saved at all: when the server cannot be reached, `RemoteOrderRepository` answers from the cache
        // whatever the last good answer was, "no orders" included; with none ever saved it is unavailable.
        Migration(
            version: 7,
            script: """
                CREATE TABLE saved_caches (name TEXT PRIMARY KEY) STRICT;
                INSERT INTO saved_caches (name) SELECT 'orders' WHERE EXISTS (SELECT 1 FROM order_cache);
                PRAGMA user_version = 7;
                """),
        // The day a loan was returned, so returning it again can say when; loans returned before keep NULL.
        Migration(
            version: 8,
            script: """
                ALTER TABLE loans ADD COLUMN returned_on TEXT
                    CHECK (returned_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');
                PRAGMA user_version = 8;
                """),
        // scaffold:migration (make feature STORE=1 appends new migrations above this line)
    ]
}
