import FuzzCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzInvariants.interfaceBuilder(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}
