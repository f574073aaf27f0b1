handshake() { timeout 5 openssl s_client -connect 127.0.0.1:8443 -servername localhost "$@" -brief < /dev/null 2>&1 | awk -F': ' '/^Protocol version/ { print $2 }'; }
tls13=$(handshake -tls1_3)
[ "$tls13" = TLSv1.3 ] || fail "The server on 127.0.0.1:8443 does not complete a TLS 1.3 handshake; is it running? Start it as in step 2 and check ~/tls/server.log." \
  "الخادم على 127.0.0.1:8443 لا يُتم مصافحة TLS 1.3؛ هل هو يعمل؟ شغّله كما في الخطوة 2 وراجع ~/tls/server.log." \
  "127.0.0.1:8443 والا سرور TLS 1.3 ہینڈشیک مکمل نہیں کرتا؛ کیا وہ چل رہا ہے؟ اسے مرحلہ 2 کی طرح چلائیں اور ~/tls/server.log دیکھیں۔"
tls12=$(handshake -tls1_2)
[ -z "$tls12" ] || fail "The server still accepts $tls12. Set context.minimum_version = ssl.TLSVersion.TLSv1_3 and restart it." \
  "ما زال الخادم يقبل $tls12. اضبط context.minimum_version = ssl.TLSVersion.TLSv1_3 ثم أعد تشغيله." \
  "سرور اب بھی $tls12 قبول کرتا ہے۔ context.minimum_version = ssl.TLSVersion.TLSv1_3 لگائیں اور اسے دوبارہ چلائیں۔"
body=$(timeout 5 curl -s --max-time 3 --cacert "$LAB_HOME/tls/localhost.crt" --resolve localhost:8443:127.0.0.1 https://localhost:8443/)
[ -n "$body" ] && [ "$body" = "$(cat "$LAB_HOME/tls/site/index.html" 2>/dev/null)" ] || fail "https://localhost:8443/ no longer returns ~/tls/site/index.html with curl --cacert ~/tls/localhost.crt." \
  "لم يعد https://localhost:8443/ يعيد ~/tls/site/index.html عند استخدام curl --cacert ~/tls/localhost.crt." \
  "https://localhost:8443/ اب curl --cacert ~/tls/localhost.crt کے ساتھ ~/tls/site/index.html واپس نہیں کرتا۔"
exit 0
