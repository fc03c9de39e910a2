// The part of Combine that Draftsman 3.2.5's `LayoutDraftSubscriber` names (`Publisher`,
// `assign(to:on:)`, `AnyCancellable`), for scripts/roundtrip-real: Linux has no Combine, and printed
// code never publishes. A publisher here hands each value to its subscriber through
// `subscribe(_:)` instead of Combine's demand-driven `receive(subscriber:)`.

public protocol Cancellable {
    func cancel()
}

/// Cancels when cancelled or released, as Combine's does.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancellation: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        cancellation = cancel
    }

    deinit {
        cancel()
    }

    public func cancel() {
        cancellation?()
        cancellation = nil
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Calls `receive` with every value from now on, until the result is cancelled.
    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        subscribe { object[keyPath: keyPath] = $0 }
    }
}
