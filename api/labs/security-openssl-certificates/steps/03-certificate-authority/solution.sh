cd ~/pki
openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out ca.key
chmod 600 ca.key
openssl req -x509 -new -key ca.key -days 3650 \
  -subj '/O=Example Lab/CN=Example Lab Root CA' \
  -addext 'basicConstraints=critical,CA:TRUE' \
  -addext 'keyUsage=critical,keyCertSign,cRLSign' \
  -out ca.crt
