import Foundation

#if canImport(Glibc)
import Glibc
import CFileSync
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a new file on a thread of its own while its text is being made (issue 18: the
/// REPL's `save` of a 9 MB dump). The pieces a producer hands over are copied into chunks;
/// each full chunk goes to the writer thread, which writes it and has the kernel start putting
/// it on disk, while the producer fills the next. Making the text, copying it into the page
/// cache and writing it to disk then overlap, and the `fsync` that follows waits for the last
/// chunk only.
public final class BackgroundFileWriter: @unchecked Sendable {
    /// Makes the text `produce` makes and writes it to `descriptor`; after a failed write the
    /// rest is made but not written, and the failure thrown.
    public static func write(_ produce: OutputFile.Producer, to descriptor: Int32, shownAs path: String) throws(OutputFile.Failure) {
        let writer = BackgroundFileWriter(descriptor: descriptor, path: path)
        let thread = Thread { writer.writeChunks() }
        thread.start()
        produce { piece in writer.append(piece) }
        try writer.finish()
    }

    private static let chunkSize = 256 << 10
    /// Chunks in turn: one filling, the rest written or waiting to be.
    private static let chunkCount = 4
    /// How much is written before its writing back to disk is started.
    private static let writebackStep = 1 << 20

    private let descriptor: Int32
    private let path: String
    /// The chunk being filled, and how much of it is.
    private var current: UnsafeMutableRawBufferPointer
    private var filled = 0

    /// Guards what follows, shared by the two threads.
    private let condition = NSCondition()
    /// Filled chunks not yet written, in order, with their lengths.
    private var waiting: [(chunk: UnsafeMutableRawBufferPointer, length: Int)] = []
    /// Chunks written and free to fill again.
    private var free: [UnsafeMutableRawBufferPointer] = []
    private var isProducing = true
    private var isWriting = true
    private var failure: OutputFile.Failure?

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
        current = .allocate(byteCount: Self.chunkSize, alignment: 16)
        free = (1..<Self.chunkCount).map { _ in .allocate(byteCount: Self.chunkSize, alignment: 16) }
    }

    deinit {
        current.deallocate()
        for chunk in free { chunk.deallocate() }
    }

    /// On the producer's thread: copies `piece` into chunks, handing each full one over.
    private func append(_ piece: UnsafeRawBufferPointer) {
        var rest = piece
        while !rest.isEmpty {
            let length = min(rest.count, current.count - filled)
            UnsafeMutableRawBufferPointer(rebasing: current[filled..<filled + length])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: rest.prefix(length)))
            filled += length
            rest = UnsafeRawBufferPointer(rebasing: rest.dropFirst(length))
            if filled == current.count { handOver() }
        }
    }

    /// Queues the current chunk for writing and takes a free one, waiting for the writer to
    /// free one if need be.
    private func handOver() {
        condition.lock()
        waiting.append((current, filled))
        condition.broadcast()
        while free.isEmpty { condition.wait() }
        current = free.removeLast()
        condition.unlock()
        filled = 0
    }

    /// On the producer's thread: hands over the last chunk and waits until everything is written.
    private func finish() throws(OutputFile.Failure) {
        handOver()
        condition.lock()
        isProducing = false
        condition.broadcast()
        while isWriting { condition.wait() }
        let failure = self.failure
        condition.unlock()
        if let failure { throw failure }
    }

    /// The writer thread: writes the chunks in order until the producer is done.
    private func writeChunks() {
        var written = 0
        var writtenBack = 0
        condition.lock()
        while true {
            while waiting.isEmpty && isProducing { condition.wait() }
            guard !waiting.isEmpty else { break }
            let (chunk, length) = waiting.removeFirst()
            let failed = failure != nil
            condition.unlock()
            if !failed {
                do throws(OutputFile.Failure) {
                    try OutputFile.writeAll(UnsafeRawBufferPointer(rebasing: chunk.prefix(length)), to: descriptor, shownAs: path)
                    written += length
                    if written - writtenBack >= Self.writebackStep {
                        startWriteback(from: writtenBack, count: written - writtenBack)
                        writtenBack = written
                    }
                } catch {
                    condition.lock()
                    failure = error
                    condition.unlock()
                }
            }
            condition.lock()
            free.append(chunk)
            condition.broadcast()
        }
        isWriting = false
        condition.broadcast()
        condition.unlock()
    }

    /// Has the kernel start writing a range of the file to disk, without waiting for it.
    /// Linux only: macOS has no call that starts writeback without waiting, and the fsync
    /// that follows writes everything there.
    private func startWriteback(from offset: Int, count: Int) {
        #if canImport(Glibc)
        // Only a start: should it fail, the fsync that follows writes everything.
        _ = draft_inspect_start_writeback(descriptor, Int64(offset), Int64(count))
        #endif
    }
}
