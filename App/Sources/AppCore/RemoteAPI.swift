import CLIKit
import DataAccess
import Foundation

/// Chooses a remote backend when `--api` or `STRATA_API` names one.
enum RemoteAPI {
    static let environmentKey = "STRATA_API"

    static let option = OptionSpec(
        "api", .value(placeholder: "url"),
        help:
            "Use the HTTP backend at this base URL (default: $\(environmentKey)) instead of the embedded database."
    )

    /// An HTTP client for the base URL, nil when none was asked for, or a failure for a bad URL.
    static func client(for invocation: Invocation, in context: ProcessContext) -> Result<
        HTTPClient?, CommandFailure
    > {
        // An empty STRATA_API means none; an empty --api was typed on purpose, so it is refused below.
        let typed = invocation.value(option.name)
        guard let text = typed ?? context.environment[environmentKey].flatMap({ $0.isEmpty ? nil : $0 })
        else {
            return .success(nil)
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            return .failure(
                CommandFailure(
                    code: .invalidInput,
                    message: "--api must be an http:// or https:// URL, such as http://127.0.0.1:8080/api."))
        }
        return .success(HTTPClient(baseURL: url))
    }
}
