/// Records what code does with constraints, so a driver can read back what it created.
///
/// Every `NSLayoutConstraint` is appended to `ConstraintRecorder.current.created` when it is
/// initialised. Misuse that makes real UIKit throw (activating without a common ancestor,
/// relating left/right to leading/trailing, a location to a dimension) is appended to `errors`
/// instead of trapping, so one run can report every problem.
public final class ConstraintRecorder: @unchecked Sendable {
    /// The process-wide recorder a round-trip driver reads.
    public static let shared = ConstraintRecorder()

    /// The recorder in use: `shared` unless a test binds its own with
    /// `ConstraintRecorder.$current.withValue(ConstraintRecorder()) { … }`, which keeps
    /// parallel tests apart.
    @TaskLocal public static var current: ConstraintRecorder = .shared

    /// Every constraint created since the last reset, in creation order.
    public private(set) var created: [NSLayoutConstraint] = []
    /// Runtime errors that UIKit (or Draftsman) would have raised, in order.
    public private(set) var errors: [String] = []

    public init() {}

    /// The created constraints that are active now, in creation order.
    public var active: [NSLayoutConstraint] { created.filter(\.isActive) }

    /// Forgets everything recorded so far.
    public func reset() {
        created = []
        errors = []
    }

    /// Records a runtime error that the real framework would raise (or trap on).
    public func record(error message: String) {
        errors.append(message)
    }

    func record(created constraint: NSLayoutConstraint) {
        created.append(constraint)
    }
}
