import ArgumentParser
import Printer

// `--target` of print and of migrate, which are separate executables.
extension PrintTarget: ExpressibleByArgument {}
