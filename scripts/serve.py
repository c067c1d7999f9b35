"""A static server for the page (dist/ by default), for this machine only.

Python 3.11 standard library only. It serves regular files under one root
folder, nothing else: no directory listings, no files outside the root (by a
`..` or a symlink), no dotfiles, GET and HEAD only, loopback Host names only.

Why asyncio and not http.server: a thread a connection let 2,000 clients that
trickle a header every few seconds hold 2,000 threads, and the mass
disconnect that followed slowed every request for seconds. Here an idle
connection costs a few kilobytes, their number is capped (the longest idle
one makes way for a new one), a request head must arrive whole within the idle
timeout, and every answer, a malformed request's included, is a full HTTP/1.1
response with the security headers (the policy left out of a subresource's,
where it does nothing: SUBRESOURCES).
"""
import argparse
import asyncio
import collections
import email.utils
import errno
import ipaddress
import os
import re
import sys
import time
import traceback
import urllib.parse
from pathlib import Path

DEFAULT_ROOT = Path(__file__).resolve().parent.parent / "dist"

TEXT = "text/plain; charset=utf-8"  # error messages

TYPES = {
    ".html": "text/html; charset=utf-8",
    # Module scripts are UTF-8 anyway; the charset helps when a file is opened directly.
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    # WebAssembly.instantiateStreaming refuses any other type.
    ".wasm": "application/wasm",
    ".svg": "image/svg+xml",
    ".json": "application/json",
    ".png": "image/png",
    ".woff2": "font/woff2",
    ".txt": TEXT,
}

# What the page needs: its own scripts and wasm (compiled, not eval'd), a
# module worker, PNG export through blob: and data: URLs, inline style
# attributes set from JS. Nothing from other origins.
CSP = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
    "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
)

SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    # A rebuilt wasm must never be mixed with a cached JS glue file.
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": CSP,
}

# The embedded page (/?embed=1: the trees and playback only) is made to be
# framed by a slide or a course site, on any origin; every other response
# keeps frame-ancestors 'none'.
EMBED_CSP = CSP.replace("frame-ancestors 'none'", "frame-ancestors *")

# What a browser says it fetches a file for (Sec-Fetch-Dest) when a policy on
# the file itself does nothing: the page's policy governs its scripts, style
# sheets, images, fonts and fetch()es (the wasm), so their answers leave the
# 300-byte policy out. That is 40 KB of the first view's 147 answers. A
# document, a frame or a worker (which takes its policy from its own script's
# answer), and any request that does not say (curl, a test), still get it.
SUBRESOURCES = frozenset({"script", "style", "image", "font", "empty"})

REASONS = {
    200: "OK",
    400: "Bad Request",
    404: "Not Found",
    405: "Method Not Allowed",
    408: "Request Timeout",
    414: "URI Too Long",
    421: "Misdirected Request",
    431: "Request Header Fields Too Large",
    500: "Internal Server Error",
    503: "Service Unavailable",
    505: "HTTP Version Not Supported",
}


def embeds(request_path):
    """Whether a request is for the page framed for embedding: / or /index.html with embed=1."""
    target, _, query = request_path.partition("?")
    query = query.split("#", 1)[0]
    return target in ("/", "/index.html") and urllib.parse.parse_qs(query).get("embed") == ["1"]


# A page on another site can point its own name at 127.0.0.1 (DNS rebinding);
# its requests then carry that name in Host, so only loopback names pass.
LOOPBACK_HOST = re.compile(r"(127\.0\.0\.1|localhost|\[::1\])(:[0-9]{1,5})?", re.IGNORECASE)

# Connections waiting to be accepted. Linux caps it at net.core.somaxconn.
BACKLOG = 1024

DEFAULT_IDLE_TIMEOUT = 10.0  # seconds a client may send or take nothing
DEFAULT_MAX_CONNECTIONS = 256  # open at once; a page opens 6 or so

MAX_LINE = 8 * 1024  # the request line, and any one header line
MAX_HEAD = 64 * 1024  # the whole request head
MAX_HEADERS = 100
CHUNK = 256 * 1024  # a file is sent in pieces, each of which must drain within the timeout


class Reject(Exception):
    """A request answered with an error status, after which the connection closes."""

    def __init__(self, code, message, headers=()):
        super().__init__(message)
        self.code, self.message, self.headers = code, message, list(headers)


def hung_up(exc):
    """Whether an exception only says the client went away or fell silent."""
    if isinstance(exc, (ConnectionError, TimeoutError, asyncio.IncompleteReadError)):
        return True
    return isinstance(exc, OSError) and exc.errno in (errno.EPIPE, errno.ECONNRESET, errno.ENOTCONN)


class Request:
    def __init__(self, method, target, version, headers):
        self.method, self.target, self.version, self.headers = method, target, version, headers

    def keep_alive(self):
        tokens = {t.strip().lower() for v in self.headers.get("connection", []) for t in v.split(",")}
        if self.version == "HTTP/1.1":
            return "close" not in tokens
        return "keep-alive" in tokens


async def read_head(reader):
    """Reads one request head; None at a clean end of the stream before it."""
    lines, size = [], 0
    while True:
        try:
            line = await reader.readuntil(b"\n")
        except asyncio.IncompleteReadError as e:
            if not lines and not e.partial:
                return None
            raise
        except asyncio.LimitOverrunError:
            raise Reject(431 if lines else 414, "a line of the request is too long") from None
        size += len(line)
        if size > MAX_HEAD or len(lines) > MAX_HEADERS:
            raise Reject(431, "the request head is too long")
        if len(line) > MAX_LINE:
            raise Reject(431 if lines else 414, "a line of the request is too long")
        line = line.rstrip(b"\r\n")
        if not line:
            if lines:
                return parse_head(lines)
            continue  # blank lines before a request are allowed (RFC 9112 §2.2)
        lines.append(line.decode("latin-1"))


def parse_head(lines):
    words = lines[0].split(" ")
    if len(words) != 3:
        if len(words) == 2:
            raise Reject(400, "HTTP/0.9 requests are not served: name HTTP/1.0 or HTTP/1.1")
        raise Reject(400, "the request line is not METHOD TARGET HTTP/1.1")
    method, target, version = words
    m = re.fullmatch(r"HTTP/(\d)\.(\d)", version)
    if not m:
        raise Reject(400, f"{version[:40]!r} is not an HTTP version")
    if m.group(1) != "1":
        raise Reject(505, f"{version} is not served: HTTP/1.0 and HTTP/1.1 are")
    headers = collections.defaultdict(list)
    for line in lines[1:]:
        name, colon, value = line.partition(":")
        if not colon or not name or name != name.strip() or line[0] in " \t":
            raise Reject(400, "a header line is malformed")
        headers[name.lower()].append(value.strip())
    return Request(method, target, version, headers)


def resolve(root, request_target):
    """Returns (status, message) or (200, real path of the file)."""
    target = request_target.split("?", 1)[0].split("#", 1)[0]
    if not target.startswith("/"):
        return 400, "Bad Request: path must start with /"
    try:
        # The request line was read as Latin-1: back to bytes, then UTF-8 strictly.
        path = urllib.parse.unquote_to_bytes(target.encode("latin-1")).decode("utf-8")
    except (UnicodeDecodeError, UnicodeEncodeError):
        return 400, "Bad Request: path is not UTF-8"
    if any(ord(c) < 0x20 or ord(c) == 0x7F for c in path):
        return 400, "Bad Request: control character in path"
    # Only "/" has an index page: other folders get 404, with or without
    # an index.html, since the page is one file and relative URLs in an
    # index served at /folder (no slash) would point at the wrong place.
    if path == "/":
        path = "/index.html"
    elif path.endswith("/"):
        return 404, "Not Found"
    parts = [p for p in path.split("/") if p]
    # `..` would climb out of the root; other dotfiles (.git, .env) are never part of the page.
    if any(p.startswith(".") for p in parts):
        return 404, "Not Found"
    # The real path, with every symlink resolved, must still be inside the real root.
    real = os.path.realpath(os.path.join(root, *parts))
    if os.path.commonpath([real, root]) != root or not os.path.isfile(real):
        return 404, "Not Found"
    return 200, real


class Server:
    def __init__(self, root, idle_timeout, max_connections):
        self.root, self.idle_timeout, self.max_connections = root, idle_timeout, max_connections
        self.live = set()  # open connections' writers
        # Connections waiting for a request head, longest waiting first.
        self.idle = collections.OrderedDict()

    async def connection(self, reader, writer):
        graceful = False
        try:
            if len(self.live) >= self.max_connections and not self.evict_one():
                await self.send(writer, 503, "Service Unavailable: too many connections; try again", close=True,
                                headers=[("Retry-After", "1")])
                graceful = True
                return
            self.live.add(writer)
            await self.serve(reader, writer)
            graceful = True
        except Exception as e:  # noqa: BLE001 (a connection's failure must not stop the server)
            if not hung_up(e):
                # The details go to the terminal, never to the client.
                traceback.print_exc(file=sys.stderr)
        finally:
            self.idle.pop(writer, None)
            self.live.discard(writer)
            await self.close(writer, graceful)

    async def close(self, writer, graceful):
        """Sends what is still buffered, unless the client takes nothing for the timeout."""
        if graceful:
            writer.close()
            try:
                await asyncio.wait_for(writer.wait_closed(), self.idle_timeout)
                return
            except Exception:  # noqa: BLE001 (timed out, or the client hung up first)
                pass
        writer.transport.abort()

    def evict_one(self):
        """Closes the connection that has waited longest for a request; False if none waits."""
        if not self.idle:
            return False
        writer, _ = self.idle.popitem(last=False)
        self.live.discard(writer)
        writer.transport.abort()
        return True

    async def serve(self, reader, writer):
        while True:
            self.idle[writer] = time.monotonic()
            try:
                # The whole head within the timeout: a client that trickles a
                # header every few seconds cannot hold a connection forever.
                request = await asyncio.wait_for(read_head(reader), self.idle_timeout)
            except Reject as r:
                self.idle.pop(writer, None)
                await self.send(writer, r.code, f"{REASONS[r.code]}: {r.message}", close=True)
                return
            except (TimeoutError, asyncio.IncompleteReadError, ConnectionError):
                return
            self.idle.pop(writer, None)
            if request is None:
                return
            keep = await self.answer(request, writer)
            if not keep:
                return

    async def answer(self, request, writer):
        """Answers one request; whether the connection may take another."""
        hosts = request.headers.get("host", [])
        framed = embeds(request.target)
        dest = request.headers.get("sec-fetch-dest", [])
        sub = len(dest) == 1 and dest[0].strip().lower() in SUBRESOURCES
        if len(hosts) != 1:
            return await self.send(writer, 400, "Bad Request: one Host header needed", close=True)
        if not LOOPBACK_HOST.fullmatch(hosts[0]):
            return await self.send(writer, 421,
                                   "Misdirected Request: this server answers for 127.0.0.1 and localhost only",
                                   close=True)
        if request.method not in ("GET", "HEAD"):
            # A body may follow; the connection closes rather than read it.
            return await self.send(writer, 405, "Method Not Allowed", close=True, headers=[("Allow", "GET, HEAD")])
        if "transfer-encoding" in request.headers or any(v != "0" for v in request.headers.get("content-length", [])):
            return await self.send(writer, 400, "Bad Request: a GET or HEAD has no body", close=True)
        head_only = request.method == "HEAD"
        close = not request.keep_alive()
        try:
            code, found = resolve(self.root, request.target)
        except Exception:  # noqa: BLE001
            traceback.print_exc(file=sys.stderr)
            code, found = 500, "Internal Server Error"
        if code != 200:
            return await self.send(writer, code, found, close=close, head_only=head_only, framed=framed)
        return await self.send_file(writer, found, close, head_only, framed, sub)

    def head(self, code, content_type, length, close, headers=(), framed=False, sub=False):
        lines = [
            f"HTTP/1.1 {code} {REASONS[code]}",
            "Server: abviz-serve",  # not the Python version
            f"Date: {email.utils.formatdate(usegmt=True)}",
            f"Content-Type: {content_type}",
            f"Content-Length: {length}",
        ]
        lines += [f"{n}: {v}" for n, v in headers]
        for name, value in SECURITY_HEADERS.items():
            if sub and name == "Content-Security-Policy":
                continue
            lines.append(f"{name}: {EMBED_CSP if name == 'Content-Security-Policy' and framed else value}")
        if close:
            lines.append("Connection: close")
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")

    async def send(self, writer, code, message, close, headers=(), head_only=False, framed=False):
        """Sends a short text answer; returns whether the connection stays open."""
        body = f"{code} {message}\n".encode()
        writer.write(self.head(code, TEXT, len(body), close, headers, framed))
        if not head_only:
            writer.write(body)
        await self.drain(writer)
        return not close

    async def send_file(self, writer, real, close, head_only, framed, sub):
        content_type = TYPES.get(os.path.splitext(real)[1].lower(), "application/octet-stream")
        with open(real, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            writer.write(self.head(200, content_type, size, close, framed=framed, sub=sub))
            if head_only:
                await self.drain(writer)
                return not close
            left = size
            while left > 0:
                # Read off the event loop: a large file on a slow disk must not stall other clients.
                piece = await asyncio.to_thread(f.read, min(CHUNK, left)) if left > CHUNK else f.read(left)
                if not piece:
                    return False  # the file shrank under us: the length sent is now wrong, so close
                writer.write(piece)
                left -= len(piece)
                await self.drain(writer)
        await self.drain(writer)
        return not close

    async def drain(self, writer):
        # A client that takes nothing for the idle timeout is dropped.
        await asyncio.wait_for(writer.drain(), self.idle_timeout)


def loopback(host):
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def quiet_exceptions(loop, context):
    """The loop's handler: a client going away is no error worth a traceback."""
    exc = context.get("exception")
    if exc is not None and hung_up(exc):
        return
    loop.default_exception_handler(context)


async def run(a):
    server = Server(os.path.realpath(a.root), a.idle_timeout, a.max_connections)
    asyncio.get_running_loop().set_exception_handler(quiet_exceptions)
    listener = await asyncio.start_server(server.connection, a.host, a.port, backlog=BACKLOG, limit=MAX_LINE)
    host, port = listener.sockets[0].getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    # One line, flushed: tests read the port from it when --port is 0.
    print(f"serving {a.root} at http://{shown}:{port}/ (Ctrl-C stops)", flush=True)
    async with listener:
        await listener.serve_forever()


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--root", default=str(DEFAULT_ROOT), help="folder to serve (default: dist/)")
    p.add_argument("--port", type=int, default=8080, help="0 picks a free port")
    p.add_argument("--host", default="127.0.0.1", help="a loopback address")
    p.add_argument(
        "--idle-timeout",
        type=float,
        default=DEFAULT_IDLE_TIMEOUT,
        metavar="SECONDS",
        help=f"drop a client that sends or takes nothing for this long (default {DEFAULT_IDLE_TIMEOUT:g})",
    )
    p.add_argument(
        "--max-connections",
        type=int,
        default=DEFAULT_MAX_CONNECTIONS,
        metavar="N",
        help=f"connections open at once; past it the longest idle one is closed (default {DEFAULT_MAX_CONNECTIONS})",
    )
    a = p.parse_args()
    if not 0 < a.idle_timeout <= 3600:
        p.error(f"--idle-timeout {a.idle_timeout:g} is out of range: from more than 0 to 3600 seconds")
    if not 1 <= a.max_connections <= 10000:
        p.error(f"--max-connections {a.max_connections} is out of range: from 1 to 10000")
    if not loopback(a.host):
        p.error(f"--host {a.host} is not a loopback address: this server is for this machine only")
    if not os.path.isdir(a.root):
        p.error(f"--root {a.root} is not a folder (run `npm run build` to write dist/)")
    try:
        asyncio.run(run(a))
    except KeyboardInterrupt:
        pass
    except OSError as e:
        print(f"serve.py: cannot listen on {a.host}:{a.port}: {e.strerror}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
