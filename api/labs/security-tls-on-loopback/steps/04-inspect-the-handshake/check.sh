tls="$LAB_HOME/tls"
[ -f "$tls/handshake.txt" ] || fail "There is no ~/tls/handshake.txt yet; save the output of openssl s_client -brief in it." \
  "لا يوجد الملف ~/tls/handshake.txt بعد؛ احفظ فيه ناتج openssl s_client -brief." \
  "ابھی ~/tls/handshake.txt موجود نہیں؛ اس میں openssl s_client -brief کا آؤٹ پٹ محفوظ کریں۔"
grep -q '^Verification: OK' "$tls/handshake.txt" || fail "~/tls/handshake.txt does not say 'Verification: OK'; connect with -CAfile ~/tls/localhost.crt -verify_hostname localhost." \
  "لا يقول ~/tls/handshake.txt 'Verification: OK'؛ اتصل مع -CAfile ~/tls/localhost.crt -verify_hostname localhost." \
  "~/tls/handshake.txt میں 'Verification: OK' نہیں لکھا؛ -CAfile ~/tls/localhost.crt -verify_hostname localhost کے ساتھ جڑیں۔"
[ -f "$tls/protocol.txt" ] || fail "There is no ~/tls/protocol.txt yet; write the negotiated protocol in it." \
  "لا يوجد الملف ~/tls/protocol.txt بعد؛ اكتب فيه البروتوكول المتفاوض عليه." \
  "ابھی ~/tls/protocol.txt موجود نہیں؛ اس میں طے شدہ پروٹوکول لکھیں۔"
saved=$(tr -d ' \t\r\n' < "$tls/protocol.txt")
live=$(timeout 5 openssl s_client -connect 127.0.0.1:8443 -servername localhost -brief < /dev/null 2>&1 | awk -F': ' '/^Protocol version/ { print $2 }')
[ -n "$live" ] || fail "The TLS server on 127.0.0.1:8443 does not answer any more; start it again as in step 2." \
  "لم يعد خادم TLS على 127.0.0.1:8443 يجيب؛ شغّله من جديد كما في الخطوة 2." \
  "127.0.0.1:8443 والا TLS سرور اب جواب نہیں دیتا؛ اسے مرحلہ 2 کی طرح دوبارہ چلائیں۔"
[ "$saved" = "$live" ] || fail "~/tls/protocol.txt says '$saved', but the server negotiates $live." \
  "يقول ~/tls/protocol.txt '$saved'، لكن الخادم يتفاوض على $live." \
  "~/tls/protocol.txt میں '$saved' لکھا ہے، جبکہ سرور $live طے کرتا ہے۔"
exit 0
