// Compiled twice: into APIMock with the Mock trait, and into _APIMockServer for this package's tools (Package.swift).
#if Mock || APIGEN_MOCK_SERVER
  import HTTPTypes
  import NIOCore
  import NIOHTTP1
  import NIOHTTPTypes
  import _APIGenOpenAPI

  /// Answers a request the HTTP parser refuses (a head over the decoder's limits, a malformed request line) with the
  /// mock's problem+json shape instead of the server's bare `400` without a body or content type, then closes the
  /// connection. It sits in the pipeline after the HTTP codec, where the parser's error passes on its way to the
  /// server's handler, and keeps the error from reaching it.
  final class UnreadableRequestAnswer: ChannelInboundHandler, RemovableChannelHandler, Sendable {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundOut = HTTPResponsePart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
      guard let parserError = error as? HTTPParserError else {
        context.fireErrorCaught(error)
        return
      }
      let problem = JSONValue.object(
        [
          "type": .string("urn:apigen:mock:unreadable-request"), "title": .string("The request cannot be read as HTTP"),
          "status": .int(400), "detail": .string(Self.detail(parserError)),
        ], keys: ["type", "title", "status", "detail"])
      let body = context.channel.allocator.buffer(string: problem.jsonText)
      let head = HTTPResponse(
        status: .badRequest,
        headerFields: [
          .contentType: "application/problem+json", .contentLength: String(body.readableBytes), .connection: "close",
        ])
      context.write(wrapOutboundOut(.head(head)), promise: nil)
      context.write(wrapOutboundOut(.body(body)), promise: nil)
      let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
      context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in bound.value.close(promise: nil) }
    }

    private static func detail(_ error: HTTPParserError) -> String {
      switch error {
      case .headerOverflow: "the request line and headers are longer than the mock reads (80 KiB)"
      case .invalidURL: "the request target is not a valid URL"
      case .invalidMethod: "the request method is not valid"
      default: "the request is not valid HTTP/1.1 (\(error))"
      }
    }
  }
#endif
