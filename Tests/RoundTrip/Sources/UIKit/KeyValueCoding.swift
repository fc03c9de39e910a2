// Key-value coding as Interface Builder's runtime attributes use it. Linux has no Objective-C
// runtime to find a property by name, so the stand-in keeps each value by key path, as set, for
// the recorder to compare.

/// Every object's values set by key path, the object kept with them: an object freed while its
/// entry stayed would leave its address, and its values, to the next object made there. Behind a
/// lock: the round trip's tests run in parallel.
nonisolated(unsafe) private var keyedValues: [ObjectIdentifier: (object: NSObject, values: [String: Any?])] = [:]
private let keyedValuesLock = NSLock()

extension NSObject {
    /// `NSObject`'s `setValue(_:forKeyPath:)`: the value is kept under its key path.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        keyedValuesLock.withLock { keyedValues[ObjectIdentifier(self), default: (self, [:])].values[keyPath] = .some(value) }
    }

    /// The values set by key path on this object, for the recorder.
    public var valuesSetByKeyPath: [String: Any?] { keyedValuesLock.withLock { keyedValues[ObjectIdentifier(self)]?.values ?? [:] } }
}
