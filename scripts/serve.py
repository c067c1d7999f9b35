"""A static server for the page (dist/ by default), for this machine only.

Python 3.11 standard library only. It serves regular files under one root
folder, nothing else: no directory listings, no files outside the root (by a
`..` or a symlink), no dotfiles, GET and HEAD only, loopback Host names only.

Under load: a thread a connection, a listen backlog long enough for a page's
burst of connections (the standard library's 5 drops the rest, and a dropped
connection is retried a second or more later), and an idle timeout, so that
a silent client cannot hold its thread. A client that hangs up is not an
error worth a traceback.
"""
import argparse
import errno
import ipaddress
import os
import re
import socket
import sys
import traceback
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
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


def hung_up(exc):
    """Whether an exception only says the client went away or fell silent."""
    if isinstance(exc, (ConnectionError, TimeoutError)):  # reset, broken pipe, aborted; timeout
        return True
    return isinstance(exc, OSError) and exc.errno in (errno.EPIPE, errno.ECONNRESET, errno.ENOTCONN)


class Handler(BaseHTTPRequestHandler):
    root = ""  # the real path of the served folder; set in main()
    # The socket's timeout for each read and write; a request that stalls
    # longer is dropped (the standard library then closes the connection).
    timeout = DEFAULT_IDLE_TIMEOUT
    # Errors the standard library sends itself (bad request line, too long...).
    error_message_format = "%(code)d %(message)s\n"
    error_content_type = TEXT

    def version_string(self):
        return "abviz-serve"  # not the Python version

    def end_headers(self):
        framed = embeds(getattr(self, "path", "") or "")
        for name, value in SECURITY_HEADERS.items():
            if name == "Content-Security-Policy" and framed:
                value = EMBED_CSP
            self.send_header(name, value)
        super().end_headers()

    def reply(self, code, body, content_type=TEXT, headers=()):
        """Sends one whole response; the body is left out for HEAD."""
        if isinstance(body, str):
            body = f"{code} {body}\n".encode()
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def parse_request(self):
        # Runs before the do_* lookup, so every method gets these checks
        # (the standard library would answer an unknown method with 501).
        if not super().parse_request():
            return False
        hosts = self.headers.get_all("Host") or []
        if len(hosts) != 1:
            self.reply(400, "Bad Request: one Host header needed")
            return False
        if not LOOPBACK_HOST.fullmatch(hosts[0].strip()):
            self.reply(421, "Misdirected Request: this server answers for 127.0.0.1 and localhost only")
            return False
        if self.command not in ("GET", "HEAD"):
            self.reply(405, "Method Not Allowed", headers=[("Allow", "GET, HEAD")])
            return False
        return True

    def do_GET(self):
        try:
            response = self.resolve()
        except Exception:
            # The details go to the terminal, never to the client.
            traceback.print_exc(file=sys.stderr)
            response = 500, "Internal Server Error", TEXT
        self.reply(*response)

    do_HEAD = do_GET

    def resolve(self):
        """Returns (status, body, content type); a str body is a short message."""
        target = self.path.split("?", 1)[0].split("#", 1)[0]
        if not target.startswith("/"):
            return 400, "Bad Request: path must start with /", TEXT
        try:
            # The request line was read as Latin-1: back to bytes, then UTF-8 strictly.
            path = urllib.parse.unquote_to_bytes(target.encode("latin-1")).decode("utf-8")
        except (UnicodeDecodeError, UnicodeEncodeError):
            return 400, "Bad Request: path is not UTF-8", TEXT
        if any(ord(c) < 0x20 or ord(c) == 0x7F for c in path):
            return 400, "Bad Request: control character in path", TEXT
        # Only "/" has an index page: other folders get 404, with or without
        # an index.html, since the page is one file and relative URLs in an
        # index served at /folder (no slash) would point at the wrong place.
        if path == "/":
            path = "/index.html"
        elif path.endswith("/"):
            return 404, "Not Found", TEXT
        parts = [p for p in path.split("/") if p]
        # `..` would climb out of the root; other dotfiles (.git, .env) are never part of the page.
        if any(p.startswith(".") for p in parts):
            return 404, "Not Found", TEXT
        # The real path, with every symlink resolved, must still be inside the real root.
        real = os.path.realpath(os.path.join(self.root, *parts))
        if os.path.commonpath([real, self.root]) != self.root or not os.path.isfile(real):
            return 404, "Not Found", TEXT
        with open(real, "rb") as f:
            body = f.read()
        return 200, body, TYPES.get(os.path.splitext(real)[1].lower(), "application/octet-stream")

    def log_message(self, fmt, *args):
        pass  # quiet: tests and `npm start` would otherwise print a line a request


def loopback(host):
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


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
    a = p.parse_args()
    if not 0 < a.idle_timeout <= 3600:
        p.error(f"--idle-timeout {a.idle_timeout:g} is out of range: from more than 0 to 3600 seconds")
    if not loopback(a.host):
        p.error(f"--host {a.host} is not a loopback address: this server is for this machine only")
    if not os.path.isdir(a.root):
        p.error(f"--root {a.root} is not a folder (run `npm run build` to write dist/)")
    Handler.root = os.path.realpath(a.root)
    Handler.timeout = a.idle_timeout

    class Server(ThreadingHTTPServer):
        address_family = socket.AF_INET6 if ":" in a.host else socket.AF_INET
        daemon_threads = True
        request_queue_size = BACKLOG

        def handle_error(self, request, client_address):
            # The standard library prints a traceback for any exception in a
            # handler, a client hanging up mid-response included.
            if not hung_up(sys.exc_info()[1]):
                super().handle_error(request, client_address)

    with Server((a.host, a.port), Handler) as httpd:
        host, port = httpd.server_address[:2]
        shown = f"[{host}]" if ":" in host else host
        # One line, flushed: tests read the port from it when --port is 0.
        print(f"serving {a.root} at http://{shown}:{port}/ (Ctrl-C stops)", flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
