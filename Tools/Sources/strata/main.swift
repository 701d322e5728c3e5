import Foundation
import StrataTools

exit(Strata.main(Array(CommandLine.arguments.dropFirst())))
