@_silgen_name("LLVMFuzzerRunDriver")
func llvmFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// Hands control to libFuzzer's driver. SwiftPM links each harness's `main` to `<Target>_main`,
/// which calls this with the harness's entry point.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                      _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt {
    var c = argc
    var v = argv
    return llvmFuzzerRunDriver(&c, &v, callback)
}
