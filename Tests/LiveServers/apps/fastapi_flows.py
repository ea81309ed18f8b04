"""A FastAPI app as its users write them: pydantic models, default operation ids, statuses set at run time.

Served by uvicorn (`python fastapi_flows.py PORT`); its spec is FastAPI's own `/openapi.json` (OpenAPI 3.1).
"""

import sys
from datetime import datetime, timedelta, timezone
from enum import Enum
from typing import Optional, Union
from uuid import UUID, uuid4

from fastapi import Body, Depends, FastAPI, Header, HTTPException, Query, Request, Response, UploadFile
from fastapi.responses import JSONResponse, PlainTextResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBasic, HTTPBasicCredentials, HTTPBearer
from pydantic import BaseModel, Field

from recorder import RecordingASGI


class Kind(str, Enum):
    batch = "batch"
    stream = "stream"


class FlowCreate(BaseModel):
    name: str
    kind: Kind
    starts_at: datetime
    value: Union[int, str, None] = None
    note: Optional[str] = None


class Flow(BaseModel):
    id: int
    name: str
    kind: Kind
    starts_at: datetime
    value: Union[int, str, None] = None
    note: Optional[str] = None
    # Made by the server: microseconds and an offset, and a naive time (no zone) as many Python apps write them.
    created_at: datetime
    updated_at: Optional[datetime] = None


CREATED_AT = datetime(2026, 11, 25, 10, 15, 30, 123456, tzinfo=timezone(timedelta(hours=2)))
UPDATED_AT = datetime(2026, 11, 25, 9, 0, 0, 500000)


class FlowPage(BaseModel):
    items: list[Flow]
    total: int
    next_offset: Optional[int] = None


class Attachment(BaseModel):
    flow_id: int
    filename: str
    content_type: str
    size: int


class NotFound(BaseModel):
    detail: str


class Health(BaseModel):
    status: str
    flows: int


app = FastAPI(title="Flows", version="1.0.0")
flows: dict[int, Flow] = {}


@app.post("/flows/", response_model=Flow, tags=["flows"])
def create_flow(body: FlowCreate, response: Response):
    flow = Flow(id=max(flows, default=0) + 1, created_at=CREATED_AT, **body.model_dump())
    flows[flow.id] = flow
    response.status_code = 201
    return flow


@app.get("/flows/", response_model=FlowPage, tags=["flows"])
def list_flows(offset: int = 0, limit: int = Query(10, ge=1, le=100), kind: Optional[Kind] = None):
    matching = [flow for _, flow in sorted(flows.items()) if kind is None or flow.kind == kind]
    page = matching[offset : offset + limit]
    next_offset = offset + limit if offset + limit < len(matching) else None
    return FlowPage(items=page, total=len(matching), next_offset=next_offset)


@app.get("/flows/{flow_id}", response_model=Flow, tags=["flows"], responses={404: {"model": NotFound}})
def read_flow(flow_id: int):
    if flow_id not in flows:
        raise HTTPException(status_code=404, detail=f"flow {flow_id} not found")
    return flows[flow_id]


@app.put("/flows/{flow_id}", response_model=Flow, tags=["flows"])
def upsert_flow(flow_id: int, body: FlowCreate, response: Response):
    replaced = flows.get(flow_id)
    response.status_code = 200 if replaced else 201
    flows[flow_id] = Flow(
        id=flow_id,
        created_at=replaced.created_at if replaced else CREATED_AT,
        updated_at=UPDATED_AT if replaced else None,
        **body.model_dump(),
    )
    return flows[flow_id]


@app.delete("/flows/{flow_id}", status_code=204, tags=["flows"], responses={404: {"model": NotFound}})
def delete_flow(flow_id: int):
    if flows.pop(flow_id, None) is None:
        raise HTTPException(status_code=404, detail=f"flow {flow_id} not found")


@app.post("/flows/{flow_id}/attachment", response_model=Attachment, tags=["flows"])
async def upload_attachment(flow_id: int, file: UploadFile):
    data = await file.read()
    return Attachment(flow_id=flow_id, filename=file.filename, content_type=file.content_type, size=len(data))


# A deviation on purpose (for `apigen verify`): the response model documents JSON, the handler answers plain text.
@app.get("/health", response_model=Health, tags=["stats"])
def read_health():
    return PlainTextResponse("ok")


@app.get("/stats", tags=["stats"])
def read_stats():
    kinds = {}
    for flow in flows.values():
        kinds[flow.kind.value] = kinds.get(flow.kind.value, 0) + 1
    return {"flows": len(flows), "kinds": kinds}


# The shapes real applications showed (issue 65), each as their frameworks or authors write it.

bearer = HTTPBearer(auto_error=False)
basic = HTTPBasic(auto_error=False)
TOKEN = "flows-token"


class Me(BaseModel):
    name: str


# A 401 with `WWW-Authenticate`, as every API with Bearer or Basic auth answers one.
@app.get("/me", response_model=Me, tags=["accounts"], responses={401: {"model": NotFound}})
def read_me(credentials: Optional[HTTPAuthorizationCredentials] = Depends(bearer)):
    if credentials is None or credentials.credentials != TOKEN:
        raise HTTPException(status_code=401, detail="not signed in", headers={"WWW-Authenticate": "Bearer"})
    return Me(name="ada")


@app.get("/admin", response_model=Me, tags=["accounts"], responses={401: {"model": NotFound}})
def read_admin(credentials: Optional[HTTPBasicCredentials] = Depends(basic)):
    if credentials is None or (credentials.username, credentials.password) != ("ada", "lovelace"):
        raise HTTPException(
            status_code=401, detail="not signed in", headers={"WWW-Authenticate": 'Basic realm="flows"'}
        )
    return Me(name=credentials.username)


class Label(BaseModel):
    text: str


def null_first_one_of(schema: dict) -> None:
    """`oneOf: [{type: null}, X]` for the items, as a Rust app's utoipa writes `Option<X>`."""
    items = schema["items"]
    items["oneOf"] = list(reversed(items.pop("anyOf")))


class SessionCreate(BaseModel):
    flow_id: int
    parent: Optional[UUID] = None
    # A `$ref`'d enum with a default beside it, FastAPI's way of writing a defaulted enum field.
    kind: Kind = Kind.batch
    labels: list[Optional[Label]] = Field(default_factory=list, json_schema_extra=null_first_one_of)


class Session(BaseModel):
    id: UUID
    flow_id: int
    parent: Optional[UUID] = None
    kind: Kind
    labels: list[Optional[Label]] = Field(default_factory=list, json_schema_extra=null_first_one_of)


# One inline error object repeated under several statuses of several operations, as hand-written specs do.
PROBLEM = {
    "type": "object",
    "required": ["detail"],
    "properties": {"detail": {"type": "string", "description": "What went wrong."}},
}
PROBLEMS = {
    status: {"description": text, "content": {"application/json": {"schema": PROBLEM}}}
    for status, text in [(404, "Not found"), (409, "Conflict")]
}

sessions: dict[str, Session] = {}


@app.post("/sessions", status_code=201, response_model=Session, tags=["sessions"], responses=PROBLEMS)
def create_session(body: SessionCreate):
    if body.parent is not None and str(body.parent) not in sessions:
        raise HTTPException(status_code=409, detail=f"no parent session {body.parent}")
    session = Session(id=uuid4(), **body.model_dump())
    sessions[str(session.id)] = session
    return session


@app.get("/sessions/{session_id}", response_model=Session, tags=["sessions"], responses=PROBLEMS)
def read_session(session_id: UUID, request: Request):
    # Looked up by the text sent, as servers that key sessions by string do: an upper-case UUID is no session.
    sent = request.url.path.rsplit("/", 1)[-1]
    if sent not in sessions:
        raise HTTPException(status_code=404, detail=f"no session {sent}")
    return sessions[sent]


NOTE_FORM = {
    "type": "object",
    "required": ["text"],
    "properties": {
        "text": {"type": "string"},
        "author": {
            "type": "object",
            "required": ["name"],
            "properties": {"name": {"type": "string"}, "email": {"type": "string"}},
        },
    },
}


class Note(BaseModel):
    text: str
    author_name: Optional[str] = None
    author_email: Optional[str] = None


# A form body with a deepObject-encoded property (`author[name]=Ada`), as Stripe's and Rails apps' are.
@app.post(
    "/sessions/{session_id}/notes",
    status_code=201,
    response_model=Note,
    tags=["sessions"],
    responses=PROBLEMS,
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                "application/x-www-form-urlencoded": {
                    "schema": NOTE_FORM,
                    "encoding": {"author": {"style": "deepObject", "explode": True}},
                }
            },
        }
    },
)
async def add_note(session_id: UUID, request: Request):
    if str(session_id) not in sessions:
        raise HTTPException(status_code=404, detail=f"no session {session_id}")
    form = await request.form()
    known = {"text", "author[name]", "author[email]"}
    unknown = sorted(set(form.keys()) - known)
    if unknown or "text" not in form or (("author[email]" in form) and "author[name]" not in form):
        raise HTTPException(status_code=422, detail=f"not a note form: {sorted(form.keys())}")
    return Note(text=form["text"], author_name=form.get("author[name]"), author_email=form.get("author[email]"))


class Setting(BaseModel):
    section: str
    value: str


# An `Accept` header parameter, which OpenAPI says a client ignores (the media type is the response's).
@app.get("/config/{section}", response_model=Setting, tags=["config"])
def read_config(section: str, accept: Optional[str] = Header(None)):
    if accept == "text/plain":
        return PlainTextResponse(f"{section}=on")
    return Setting(section=section, value="on")


BUCKET = {
    "type": "object",
    "required": ["name", "size"],
    "properties": {"name": {"type": "string"}, "size": {"type": "integer"}},
}
buckets: dict[str, int] = {}


# 200 and 201 answered with one inline schema, as a Rust app's utoipa writes them.
@app.put(
    "/buckets/{name}",
    tags=["buckets"],
    response_class=JSONResponse,
    responses={
        200: {"description": "Replaced", "content": {"application/json": {"schema": BUCKET}}},
        201: {"description": "Created", "content": {"application/json": {"schema": BUCKET}}},
        **PROBLEMS,
    },
)
def put_bucket(name: str, response: Response, size: int = Body(embed=True)):
    if name == "locked":
        raise HTTPException(status_code=409, detail="bucket locked is read-only")
    response.status_code = 200 if name in buckets else 201
    buckets[name] = size
    return {"name": name, "size": size}


@app.post("/_reset", include_in_schema=False)
def reset():
    flows.clear()
    sessions.clear()
    buckets.clear()
    return Response(status_code=204)


recording = RecordingASGI(app, unrecorded=("/openapi.json", "/_reset"))

if __name__ == "__main__":
    import uvicorn

    uvicorn.run(recording, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
