import Foundation

/// Several runs of one thing: their times and, for a build, the modules any run compiled.
struct Figure {
    var values: [Double], modules: [String] = []
    var median: Double {
        let sorted = values.sorted()
        return (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
    }
    /// The median with its min and max, as `2.00 s (1.00–3.00)`; one run shows alone.
    func show(_ unit: String = "s", scale: Double = 1) -> String {
        guard let low = values.min(), let high = values.max() else { return "n/a" }
        let text = { (value: Double) in String(format: unit == "s" ? "%.2f" : "%.1f", value * scale) }
        return "\(text(median)) \(unit)" + (values.count == 1 ? "" : " (\(text(low))–\(text(high)))")
    }
    /// The modules that a SwiftPM build compiled Swift files of, sorted, from its own `Compiling` lines.
    static func recompiled(_ output: String) -> [String] {
        let compiling = /\[\d+\/\d+\] Compiling (\S+) (.+)/
        let lines = output.split(separator: "\n").compactMap { $0.wholeMatch(of: compiling) }
        return Set(lines.filter { $0.2.contains(/[\w.+-]+\.swift/) }.map { String($0.1) }).sorted()
    }
}
