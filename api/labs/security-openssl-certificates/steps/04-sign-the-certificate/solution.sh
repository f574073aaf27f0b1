cat > ~/pki/shop.ext <<'END'
basicConstraints = CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = DNS:shop.example.test, DNS:www.shop.example.test
END
cd ~/pki
openssl x509 -req -in shop.csr -CA ca.crt -CAkey ca.key -CAcreateserial \
  -days 365 -extfile shop.ext -out shop.crt
