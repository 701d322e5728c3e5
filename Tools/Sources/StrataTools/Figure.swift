import Foundation

/// Several runs of one thing: their times and, for a build, what it recompiled.
struct Figure {
    var values: [Double]
    /// The modules any run compiled, sorted; nil when the runs were not builds.
    var modules: [String]? = nil
    /// The most Swift files one run compiled.
    var files = 0

    var median: Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The median with its min and max, as `2.00 s (1.00–3.00)`; one run shows alone.
    func show(_ unit: String = "s", scale: Double = 1) -> String {
        guard let low = values.min(), let high = values.max() else { return "n/a" }
        let text = { (value: Double) in String(format: unit == "s" ? "%.2f" : "%.1f", value * scale) }
        return values.count == 1
            ? "\(text(median)) \(unit)" : "\(text(median)) \(unit) (\(text(low))–\(text(high)))"
    }

    /// The modules and Swift files that a SwiftPM build compiled, from its own `Compiling` lines.
    static func recompiled(_ output: String) -> (modules: [String], files: Int) {
        var modules: Set<String> = []
        var files = 0
        for line in output.split(separator: "\n") {
            guard let match = line.wholeMatch(of: /\[\d+\/\d+\] Compiling (\S+) (.+)/) else { continue }
            let swift = match.2.matches(of: /[\w.+-]+\.swift/).count
            if swift > 0 { modules.insert(String(match.1)) }
            files += swift
        }
        return (modules.sorted(), files)
    }
}
