/// Counts as people read them: singular for one ("1 page", "2 pages"), for every scene alike.
///
/// A deliberate change from the source documents' templates, which always used the plural.
public enum CountWording {
    /// `(1, "page")` → `"1 page"`, `(2, "page")` → `"2 pages"`; `plural` for nouns not made with "s".
    public static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(plural ?? noun + "s")"
    }
}
