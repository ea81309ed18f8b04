import APIGenCore

#if APIGEN_FUZZ
  import Glibc

  /// Hands control to libFuzzer (Scripts/fuzz.sh builds this target with `-sanitize=fuzzer,address -D APIGEN_FUZZ`).
  /// SwiftPM gives an executable its own entry point, so libFuzzer's `main` is not used: its driver is called
  /// instead, looked up at run time because the sanitizer runtime only exists in that build.
  @main struct FuzzDriver {
    typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    typealias RunDriver =
      @convention(c) (
        UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        TestOneInput
      ) -> CInt

    static func main() {
      guard let symbol = dlsym(nil, "LLVMFuzzerRunDriver") else {
        fatalError("LLVMFuzzerRunDriver is missing: build with -sanitize=fuzzer")
      }
      let runDriver = unsafeBitCast(symbol, to: RunDriver.self)
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runDriver(&argc, &argv, fuzzOneInput))
    }
  }

  /// One input. A thrown error is a finding too: generation must either succeed or report the spec's errors.
  func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
      _ = try FuzzPipeline.run(bytes)
    } catch {
      fatalError("generation threw for an input the loader accepted: \(error)")
    }
    return 0
  }
#else
  import Foundation

  /// Without the fuzzer: runs the files given (crashers the fuzzer saved) through the same pipeline and prints
  /// what became of each, to reproduce a finding under a debugger.
  @main struct ReplayFuzzInputs {
    static func main() throws {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("\(path): cannot read")
          continue
        }
        print("\(path): \(try FuzzPipeline.run(Array(data)))")
      }
    }
  }
#endif
