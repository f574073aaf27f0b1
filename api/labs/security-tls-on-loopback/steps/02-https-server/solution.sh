mkdir -p ~/tls/site
echo '<h1>Hello over TLS</h1>' > ~/tls/site/index.html
cat > ~/tls/https_server.py <<'END'
import functools, http.server, ssl

TLS = "/home/learner/tls"

context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(f"{TLS}/localhost.crt", f"{TLS}/localhost.key")

handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=f"{TLS}/site")
server = http.server.ThreadingHTTPServer(("127.0.0.1", 8443), handler)
server.socket = context.wrap_socket(server.socket, server_side=True)
print("Serving https://localhost:8443/", flush=True)
server.serve_forever()
END
cd ~/tls
nohup python3 https_server.py > server.log 2>&1 < /dev/null &
echo $! > server.pid
for _ in $(seq 50); do
  curl -s --max-time 1 --cacert ~/tls/localhost.crt https://localhost:8443/ >/dev/null && exit 0
  sleep 0.2
done
echo "the server did not start: $(cat server.log)"
exit 1
