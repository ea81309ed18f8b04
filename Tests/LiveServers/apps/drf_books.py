"""A Django REST framework app described by drf-spectacular, as its users write them: serializers, a viewset with
a paginated list, choice fields (named enums, and a nullable one as `oneOf: [MoodEnum, NullEnum]`), time zones on.

Served by uvicorn through a2wsgi (`python drf_books.py PORT`); its spec is drf-spectacular's `/api/schema/`
(OpenAPI 3.0.3, its ids repeat the path: `books_list`, `books_partial_update`).
"""

import sys

import django
from django.conf import settings

settings.configure(
    DEBUG=False,
    SECRET_KEY="live-server-tests",
    ROOT_URLCONF=__name__,
    ALLOWED_HOSTS=["*"],
    INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "rest_framework", "drf_spectacular"],
    DATABASES={},
    USE_TZ=True,
    TIME_ZONE="Europe/Berlin",
    REST_FRAMEWORK={
        "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
        "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.LimitOffsetPagination",
        "PAGE_SIZE": 2,
        "DEFAULT_AUTHENTICATION_CLASSES": [],
        "DEFAULT_PERMISSION_CLASSES": [],
        "UNAUTHENTICATED_USER": None,
    },
    # As drf-spectacular advises for uploads: request and response components apart, files as binary.
    SPECTACULAR_SETTINGS={"TITLE": "Books", "VERSION": "1.0.0", "COMPONENT_SPLIT_REQUEST": True},
)
django.setup()

from datetime import datetime, timezone  # noqa: E402

from django.http import HttpResponse  # noqa: E402
from django.urls import include, path  # noqa: E402
from drf_spectacular.utils import extend_schema  # noqa: E402
from drf_spectacular.views import SpectacularAPIView  # noqa: E402
from rest_framework import mixins, serializers, status, viewsets  # noqa: E402
from rest_framework.decorators import action, api_view  # noqa: E402
from rest_framework.exceptions import NotFound  # noqa: E402
from rest_framework.parsers import MultiPartParser  # noqa: E402
from rest_framework.response import Response  # noqa: E402
from rest_framework.routers import SimpleRouter  # noqa: E402

from recorder import recording_wsgi  # noqa: E402


class BookSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    title = serializers.CharField(max_length=100)
    genre = serializers.ChoiceField(choices=["fiction", "poetry"])
    mood = serializers.ChoiceField(choices=["calm", "grim"], allow_null=True, required=False)
    subtitle = serializers.CharField(allow_null=True, required=False)
    published_at = serializers.DateTimeField()
    added_at = serializers.DateTimeField(read_only=True)


class CoverSerializer(serializers.Serializer):
    image = serializers.FileField()


class CoverReceiptSerializer(serializers.Serializer):
    book = serializers.IntegerField()
    name = serializers.CharField()
    size = serializers.IntegerField()


books = {}
ADDED_AT = datetime(2026, 11, 25, 10, 15, 30, 123456, tzinfo=timezone.utc)


class BookViewSet(
    mixins.ListModelMixin,
    mixins.CreateModelMixin,
    mixins.RetrieveModelMixin,
    mixins.UpdateModelMixin,
    mixins.DestroyModelMixin,
    viewsets.GenericViewSet,
):
    serializer_class = BookSerializer
    lookup_value_converter = "int"

    def get_queryset(self):
        return [books[key] for key in sorted(books)]

    def get_object(self):
        key = self.kwargs["pk"]
        if key not in books:
            raise NotFound(f"no book {key}")
        return books[key]

    def perform_create(self, serializer):
        book = {"id": max(books, default=0) + 1, "added_at": ADDED_AT, "mood": None, "subtitle": None}
        book.update(serializer.validated_data)
        books[book["id"]] = book
        serializer.instance = book

    def perform_update(self, serializer):
        book = dict(serializer.instance)
        book.update(serializer.validated_data)
        books[book["id"]] = book
        serializer.instance = book

    def perform_destroy(self, instance):
        del books[instance["id"]]

    @extend_schema(request=CoverSerializer, responses={201: CoverReceiptSerializer})
    @action(detail=True, methods=["post"], parser_classes=[MultiPartParser])
    def cover(self, request, pk=None):
        book = self.get_object()
        upload = request.FILES["image"]
        receipt = {"book": book["id"], "name": upload.name, "size": upload.size}
        return Response(CoverReceiptSerializer(receipt).data, status=status.HTTP_201_CREATED)


class ShelfSerializer(serializers.Serializer):
    books = serializers.IntegerField()
    genres = serializers.ListField(child=serializers.CharField())


# A deviation on purpose (for `apigen verify`): the documented serializer says `books` is an integer; the view
# answers a string, as code that builds its answer by hand can.
@extend_schema(responses={200: ShelfSerializer})
@api_view(["GET"])
def shelf(request):
    return Response({"books": str(len(books)), "genres": sorted({book["genre"] for book in books.values()})})


def reset(request):
    books.clear()
    return HttpResponse(status=204)


router = SimpleRouter(use_regex_path=False)
router.register("books", BookViewSet, basename="book")
urlpatterns = [
    path("api/", include(router.urls)),
    path("api/shelf/", shelf),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("_reset", reset),
]

if __name__ == "__main__":
    import uvicorn
    from django.core.wsgi import get_wsgi_application

    recording = recording_wsgi(get_wsgi_application(), unrecorded=("/api/schema/", "/_reset"))
    uvicorn.run(recording, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning")
