"""A FastAPI app as its users write them: pydantic models, default operation ids, statuses set at run time.

Served by uvicorn (`python fastapi_flows.py PORT`); its spec is FastAPI's own `/openapi.json` (OpenAPI 3.1).
"""

import sys
from datetime import datetime, timedelta, timezone
from enum import Enum
from typing import Optional, Union

from fastapi import FastAPI, HTTPException, Query, Response, UploadFile
from fastapi.responses import PlainTextResponse
from pydantic import BaseModel

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


@app.post("/_reset", include_in_schema=False)
def reset():
    flows.clear()
    return Response(status_code=204)


recording = RecordingASGI(app, unrecorded=("/openapi.json", "/_reset"))

if __name__ == "__main__":
    import uvicorn

    uvicorn.run(recording, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
