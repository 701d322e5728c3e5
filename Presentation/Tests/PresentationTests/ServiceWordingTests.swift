import Domain
import Presentation
import Testing

@Suite("ServiceWording")
struct ServiceWordingTests {
    @Test(
        "each service failure reads as one sentence with its reason, and a refusal is the input's fault",
        arguments: [
            (
                ServiceError.unavailable(reason: .cutOff),
                "The service is unavailable: the server's answer was cut off. Try again later.",
                Outcome.unavailable
            ),
            (
                .corruptedResponse(reason: .emptyAnswer),
                "The service's answer could not be used: the server's answer was empty.", .unavailable
            ),
            (
                .rejected(reason: .refusedContent),
                "The service refused the request: the server answered 422: it refused the request's content.",
                .invalidInput
            ),
            (
                .unknown(reason: .tooManyRedirects),
                "The service request failed: the server redirected too many times.", .unavailable
            ),
        ])
    func wording(error: ServiceError, message: String, outcome: Outcome) {
        #expect(ServiceWording.message(for: error, in: .english) == message)
        #expect(ServiceWording.outcome(for: error) == outcome)
    }
}
