"""A static server for the page: correct type for .wasm, no caching, loopback only."""
import argparse
import functools
import http.server


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".css": "text/css",
        ".svg": "image/svg+xml",
    }

    def end_headers(self):
        # A rebuilt wasm must never be mixed with a cached JS glue file.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, fmt, *args):
        pass


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--root", default=".")
    p.add_argument("--port", type=int, default=8080)
    p.add_argument("--host", default="127.0.0.1")
    a = p.parse_args()
    handler = functools.partial(Handler, directory=a.root)
    with http.server.ThreadingHTTPServer((a.host, a.port), handler) as httpd:
        httpd.serve_forever()


if __name__ == "__main__":
    main()
