public import Domain

/// Why saving the reading plan failed.
public enum ReadingPlanError: Error, Equatable, Sendable {
    /// Someone else saved first: the caller's expected revision is stale, and the stored plan is now at
    /// `currentRevision`. Nothing was written.
    case conflict(currentRevision: Revision)
    /// The local store failed.
    case storage(StorageError)
}
