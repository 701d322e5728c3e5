public import Domain

/// The words every scene uses for a remote service that failed.
public enum ServiceWording {
    /// A sentence saying what went wrong with the service, its reason worded in `language`.
    public static func message(for error: ServiceError, in language: Language) -> String {
        let words = Words.presentation(language)
        let reason = ["reason": self.reason(error.reason, in: language)]
        return switch error {
        case .unavailable: words("service.unavailable", reason)
        case .corruptedResponse: words("service.corrupted", reason)
        case .rejected: words("service.rejected", reason)
        case .unknown: words("service.failed", reason)
        }
    }

    /// Why a service failed, as a clause that fits after a colon: "the server answered 503".
    public static func reason(_ reason: ServiceReason, in language: Language) -> String {
        let words = Words.presentation(language)
        return switch reason {
        case .timedOut(let seconds):
            words("reason.timedOut", ["seconds": self.seconds(seconds, in: language)])
        case .cannotConnect(let host): words("reason.cannotConnect", ["host": host])
        case .closedWithoutAnswer: words("reason.closedWithoutAnswer")
        case .cutOff: words("reason.cutOff")
        case .connectionFailed: words("reason.connectionFailed")
        case .malformedAnswer: words("reason.malformedAnswer")
        case .tooManyRedirects: words("reason.tooManyRedirects")
        case .redirectedElsewhere(let host): words("reason.redirectedElsewhere", ["host": host])
        // A status is an identifier, never grouped.
        case .answered(let status): words("reason.answered", ["status": String(status)])
        case .refusedContent: words("reason.refusedContent")
        case .emptyAnswer: words("reason.emptyAnswer")
        case .webPage: words("reason.webPage")
        case .unreadableAnswer: words("reason.unreadableAnswer")
        case .answerTooLarge(let limit): words("reason.answerTooLarge", ["limit": words.number(limit)])
        case .invalidURL(let url): words("reason.invalidURL", ["url": url])
        case .requestNotBuilt: words("reason.requestNotBuilt")
        case .cancelled: words("reason.cancelled")
        case .contradictoryPage: words("reason.contradictoryPage")
        case .otherLinesConfirmed: words("reason.otherLinesConfirmed")
        case .connectionLost: words("reason.connectionLost")
        }
    }

    /// What kind of outcome the failure is: a refused request is the input's fault (exit 65), every other
    /// failure is the service's (exit 69).
    public static func outcome(for error: ServiceError) -> Outcome {
        if case .rejected = error { .invalidInput } else { .unavailable }
    }

    /// `10` for whole seconds, `0.3` (`0,3`) otherwise, as the language writes numbers.
    private static func seconds(_ seconds: Double, in language: Language) -> String {
        guard seconds.rounded() != seconds || abs(seconds) >= 1e9 else {
            return language.number(Int(seconds))
        }
        let decimal = Language.separators(language.numericLocaleIdentifier).decimal
        return String(seconds).split(separator: ".", omittingEmptySubsequences: false).joined(
            separator: decimal)
    }
}
