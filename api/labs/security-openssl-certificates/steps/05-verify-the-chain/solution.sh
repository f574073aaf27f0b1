cd ~/pki
openssl verify -CAfile ca.crt shop.crt > verify.txt
cat shop.crt ca.crt > fullchain.pem
