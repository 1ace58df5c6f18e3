"""A loopback TCP proxy a test can cut, pause and restore, to take a real server away
mid-flight."""

import contextlib
import selectors
import socket
import threading


class TcpProxy:
    """Forwards 127.0.0.1:<port> to `target`.

    - `cut()` drops every connection and refuses new ones (they are accepted and closed at
      once), as a server that went down does;
    - `pause()` keeps every connection open but stops forwarding bytes, and holds new
      connections without answering: what a client sees when packets to the server are dropped
      (the kernel still acknowledges what the client sends, so only a timeout of its own ends
      its wait);
    - `restore()` forwards again (held connections are connected to the target then).
    """

    def __init__(self, target: tuple[str, int]):
        self.target = target
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self._up = True
        self._flowing = threading.Event()
        self._flowing.set()
        self._pairs: list[tuple[socket.socket, socket.socket]] = []
        self._held: list[socket.socket] = []
        self._lock = threading.Lock()
        self._stopping = False
        threading.Thread(target=self._accept_loop, daemon=True).start()

    def _accept_loop(self) -> None:
        while not self._stopping:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            if not self._up:
                client.close()
                continue
            with self._lock:
                if not self._flowing.is_set():
                    self._held.append(client)
                    continue
            self._forward(client)

    def _forward(self, client: socket.socket) -> None:
        try:
            upstream = socket.create_connection(self.target, timeout=5)
        except OSError:
            client.close()
            return
        with self._lock:
            self._pairs.append((client, upstream))
        threading.Thread(target=self._pipe, args=(client, upstream), daemon=True).start()

    def _pipe(self, a: socket.socket, b: socket.socket) -> None:
        selector = selectors.DefaultSelector()
        selector.register(a, selectors.EVENT_READ, b)
        selector.register(b, selectors.EVENT_READ, a)
        try:
            while not self._stopping:
                # Paused: read nothing, so the bytes wait in the kernel's buffers.
                if not self._flowing.wait(timeout=0.2):
                    continue
                for key, _ in selector.select(timeout=0.2):
                    data = key.fileobj.recv(65536)
                    if not data:
                        return
                    key.data.sendall(data)
        except OSError:
            return
        finally:
            selector.close()
            for s in (a, b):
                with contextlib.suppress(OSError):
                    s.close()

    def cut(self) -> None:
        self._up = False
        with self._lock:
            pairs, self._pairs = self._pairs, []
            held, self._held = self._held, []
        for s in [*held, *(s for pair in pairs for s in pair)]:
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)
            with contextlib.suppress(OSError):
                s.close()

    def pause(self) -> None:
        self._flowing.clear()

    def restore(self) -> None:
        with self._lock:
            self._up = True
            self._flowing.set()
            held, self._held = self._held, []
        for client in held:
            self._forward(client)

    def close(self) -> None:
        self._stopping = True
        self._flowing.set()
        self.cut()
        self._listener.close()
