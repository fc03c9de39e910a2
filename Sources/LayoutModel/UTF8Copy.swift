extension String {
    /// The string of these UTF-8 bytes, with ill-formed sequences repaired as
    /// `String(decoding:as:)` repairs them. Copied first and checked in place: for the short
    /// strings readers make by the hundred thousand (an address, a class name, an attribute's
    /// value), `String(decoding:as:)`'s generic path costs more than the copy and the check.
    @inlinable package init(copyingUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { room in
            room.initialize(fromContentsOf: bytes)
        }
    }
}
