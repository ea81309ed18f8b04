"""Records each request an app receives, exactly as it arrived, for the Swift tests to compare with what they sent.

`GET /_recorded` answers the requests recorded since the last look (and forgets them), as JSON: method, target
(path and query as sent), headers (in order, names as the server read them), body (base64). It and the spec's own
address are not recorded. ASGI apps are wrapped by `RecordingASGI`; WSGI apps are first turned into ASGI ones
(a2wsgi), so one recorder and one server (uvicorn) serve every framework.
"""

import base64
import json


class RecordingASGI:
    def __init__(self, app, unrecorded=("/openapi.json",)):
        self.app = app
        self.unrecorded = set(unrecorded)
        self.requests = []

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        if scope["path"] == "/_recorded":
            return await self._answer_recorded(send)
        if scope["path"] in self.unrecorded:
            return await self.app(scope, receive, send)
        chunks = []
        more = True
        while more:
            message = await receive()
            chunks.append(message.get("body", b""))
            more = message.get("more_body", False)
        body = b"".join(chunks)
        target = scope.get("raw_path") or scope["path"].encode()
        if scope.get("query_string"):
            target += b"?" + scope["query_string"]
        self.requests.append(
            {
                "method": scope["method"],
                "target": target.decode("latin-1"),
                "headers": [[k.decode("latin-1"), v.decode("latin-1")] for k, v in scope["headers"]],
                "body": base64.b64encode(body).decode(),
            }
        )
        replayed = False

        async def replay():
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _answer_recorded(self, send):
        payload = json.dumps(self.requests).encode()
        self.requests = []
        await send(
            {
                "type": "http.response.start",
                "status": 200,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(payload)).encode())],
            }
        )
        await send({"type": "http.response.body", "body": payload})


def recording_wsgi(wsgi_app, unrecorded):
    from a2wsgi import WSGIMiddleware

    return RecordingASGI(WSGIMiddleware(wsgi_app), unrecorded=unrecorded)
