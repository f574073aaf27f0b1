openssl req -new -key ~/pki/shop.key -subj '/O=Example Shop/CN=shop.example.test' -out ~/pki/shop.csr
