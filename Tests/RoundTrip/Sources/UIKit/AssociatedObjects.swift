// The Objective-C runtime's associated objects, which `import UIKit` brings on Apple platforms and
// libraries use to add stored properties to UIKit classes (Draftsman 3.2.5 does).

/// How an associated object is held (the runtime's `objc_AssociationPolicy`).
public enum objc_AssociationPolicy: UInt {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Every object's associated values by key address; values are held strongly whatever the policy.
nonisolated(unsafe) private var associatedObjects: [ObjectIdentifier: [UnsafeRawPointer: Any]] = [:]

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    associatedObjects[ObjectIdentifier(object as AnyObject)]?[key]
}

public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    associatedObjects[ObjectIdentifier(object as AnyObject), default: [:]][key] = value
}
