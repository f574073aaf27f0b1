mkdir -p ~/pki
chmod 700 ~/pki
openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out ~/pki/shop.key
chmod 600 ~/pki/shop.key
