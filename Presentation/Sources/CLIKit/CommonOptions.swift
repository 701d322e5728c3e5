/// Options that mean the same in every command that takes them.
///
/// A feature lists the ones its commands take; the app's composition root reads them to choose the
/// adapters (`--db`, `--api`, `--verbose`) and the clock (`--time-zone`), so no feature knows what stands
/// behind them.
public enum CommonOptions {
    public static let json = OptionSpec(
        "json", .flag, help: "Print the outcome as one line of JSON, for scripts.")

    public static let database = OptionSpec(
        "db", .value(placeholder: "path"),
        help: "The SQLite database file; ':memory:' for a throwaway run. Default: $STRATA_DB, "
            + "else $XDG_DATA_HOME/strata/app.sqlite, else ~/.local/share/strata/app.sqlite.")

    public static let api = OptionSpec(
        "api", .value(placeholder: "url"),
        help: "Use the HTTP backend at this base URL (default: $STRATA_API) instead of the embedded database."
    )

    public static let verbose = OptionSpec(
        "verbose", .flag,
        help: "With --api: also print the technical detail of each failed request to stderr, for debugging.")

    public static let timeZone = OptionSpec(
        "time-zone", .value(placeholder: "zone"),
        help: "The IANA time zone that decides today's date, such as Europe/Berlin (default: the system's).")

    /// The options that choose adapters or the clock: a preview, over fakes, takes none of them.
    public static let adapterChoices = [database, api, verbose, timeZone]
}
