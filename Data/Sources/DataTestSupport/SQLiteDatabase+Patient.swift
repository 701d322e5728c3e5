public import DataAccess

extension SQLiteDatabase.Options {
    /// A lock wait no loaded runner reaches, for tests that race connections but not the busy timeout.
    ///
    /// 20 writers queued for one lock under ThreadSanitizer on two busy cores, and the last ones waited
    /// longer than the product's 3 s, so they failed with `.busy` instead of what the test checks. A test
    /// about the busy timeout sets its own, short one.
    public static var patient: Self {
        var options = Self()
        options.busyTimeoutMilliseconds = 600_000
        return options
    }
}
