extension String {
    /// The pieces `spell` hands its argument, one after another, copied as bytes into storage
    /// of their exact size (`spell` is called twice: to count, then to copy). Made for the
    /// short strings a report spells by the thousand (a free view's message, a generated
    /// constraint's reference): `+` and `append` check each seam for characters that join
    /// across it, interpolation guesses the room, and an array of the pieces is one more
    /// allocation.
    @inlinable package init(spelling spell: ((String) -> Void) -> Void) {
        var count = 0
        spell { count += $0.utf8.count }
        self.init(unsafeUninitializedCapacity: count) { room in
            var written = 0
            spell { piece in
                var piece = piece
                piece.withUTF8 { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: room[written...]).initialize(from: bytes)
                    written += bytes.count
                }
            }
            return written
        }
    }
}
