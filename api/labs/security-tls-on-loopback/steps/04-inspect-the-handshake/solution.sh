openssl s_client -connect 127.0.0.1:8443 -servername localhost \
  -CAfile ~/tls/localhost.crt -verify_hostname localhost -brief \
  < /dev/null > ~/tls/handshake.txt 2>&1
awk -F': ' '/^Protocol version/ { print $2 }' ~/tls/handshake.txt > ~/tls/protocol.txt
