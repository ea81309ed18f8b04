import APIGenFuzzing

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

  /// With APIGEN_FUZZ_SYNTHESIZE set, inputs are choices for SpecSynthesizer rather than spec text.
  let synthesizes = getenv("APIGEN_FUZZ_SYNTHESIZE") != nil

  /// One input. A thrown error is a finding too: generation must either succeed or report the spec's errors.
  func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
      _ = try synthesizes ? FuzzPipeline.runSynthesized(bytes) : FuzzPipeline.run(bytes)
    } catch {
      fatalError("generation threw for an input the loader accepted: \(error)")
    }
    return 0
  }
#else
  import Foundation

  /// Without the fuzzer: runs the files given (crashers the fuzzer saved) through the same pipeline and prints
  /// what became of each, to reproduce a finding under a debugger. `--synthesized FILE...` replays findings of the
  /// synthesizing mode; `synthesize FIRST COUNT DIR` writes the documents of seeds FIRST..<FIRST+COUNT as
  /// DIR/seed-N.json (Scripts/compile-fuzz.sh generates and type-checks each).
  @main struct ReplayFuzzInputs {
    static func main() throws {
      var arguments = Array(CommandLine.arguments.dropFirst())
      if arguments.first == "synthesize", arguments.count == 4, let first = UInt64(arguments[1]),
        let count = UInt64(arguments[2])
      {
        for seed in first..<(first + count) {
          var synthesizer = SpecSynthesizer(seed: seed)
          try synthesizer.document().write(
            toFile: "\(arguments[3])/seed-\(seed).json", atomically: true, encoding: .utf8)
        }
        return
      }
      let synthesized = arguments.first == "--synthesized"
      if synthesized { arguments.removeFirst() }
      for path in arguments {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("\(path): cannot read")
          continue
        }
        let bytes = Array(data)
        print("\(path): \(try synthesized ? FuzzPipeline.runSynthesized(bytes) : FuzzPipeline.run(bytes))")
      }
    }
  }
#endif
