"""HTTP and websocket hardening shared by the dashboard and the API: the client address behind
trusted proxies, request guards (NUL bytes, API body size and type), the websocket Origin rule and
the access log without query strings."""
