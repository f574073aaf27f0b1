curl -sS https://localhost:8443/ 2> ~/tls/untrusted.txt
curl -sS --cacert ~/tls/localhost.crt -D ~/tls/headers.txt -o ~/tls/response.html https://localhost:8443/
