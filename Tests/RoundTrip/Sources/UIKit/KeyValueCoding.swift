// Key-value coding as Interface Builder's runtime attributes use it. Linux has no Objective-C
// runtime to find a property by name, so the stand-in keeps each value by key path, as set, for
// the recorder to compare.

/// Every object's values set by key path.
nonisolated(unsafe) private var keyedValues: [ObjectIdentifier: [String: Any?]] = [:]

extension NSObject {
    /// `NSObject`'s `setValue(_:forKeyPath:)`: the value is kept under its key path.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        keyedValues[ObjectIdentifier(self), default: [:]][keyPath] = .some(value)
    }

    /// The values set by key path on this object, for the recorder.
    public var valuesSetByKeyPath: [String: Any?] { keyedValues[ObjectIdentifier(self)] ?? [:] }
}
