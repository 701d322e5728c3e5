#ifndef STRATA_CSQLITE_SHIM_H
#define STRATA_CSQLITE_SHIM_H

#include <sqlite3.h>

// Swift cannot call C variadic functions or use SQLITE_TRANSIENT (a cast of -1 to a function
// pointer), so these small wrappers expose exactly what the Data layer needs.

/// Turns SQLite's defensive mode on or off (no writes to the schema through PRAGMAs or shadow tables).
static inline int strata_sqlite_set_defensive(sqlite3 *db, int on) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, on, (int *)0);
}

/// Turns trusted_schema off, so schema-embedded SQL cannot call functions with side effects.
static inline int strata_sqlite_set_trusted_schema(sqlite3 *db, int on) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, on, (int *)0);
}

/// Binds text that SQLite copies before returning, so Swift's buffer may go away.
static inline int strata_sqlite_bind_text(sqlite3_stmt *statement, int index, const char *text, int bytes) {
    return sqlite3_bind_text(statement, index, text, bytes, SQLITE_TRANSIENT);
}

#endif
