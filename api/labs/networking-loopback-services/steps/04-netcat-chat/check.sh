listen=$(ss -Hltn 'sport = :9000' | awk '{ print $4 }' | paste -sd ' ')
[ -n "$listen" ] || fail "Nothing listens on port 9000. Start the listener: nohup nc -dlk 127.0.0.1 9000 >> ~/chat.txt 2> ~/nc.log &" \
  "لا شيء يستمع على المنفذ 9000. شغّل المستمع: nohup nc -dlk 127.0.0.1 9000 >> ~/chat.txt 2> ~/nc.log &" \
  "پورٹ 9000 پر کوئی نہیں سن رہا۔ لسنر چلائیں: nohup nc -dlk 127.0.0.1 9000 >> ~/chat.txt 2> ~/nc.log &"
[ "$listen" = 127.0.0.1:9000 ] || fail "The listener is on $listen; it must listen on 127.0.0.1:9000 only." \
  "المستمع على $listen، ويجب أن يستمع على 127.0.0.1:9000 وحده." \
  "لسنر $listen پر ہے؛ اسے صرف 127.0.0.1:9000 پر سننا چاہیے۔"
[ -f "$LAB_HOME/chat.txt" ] || fail "There is no ~/chat.txt yet; send the listener's output to it (>> ~/chat.txt)." \
  "لا يوجد الملف ~/chat.txt بعد؛ وجّه إليه خرج المستمع (>> ~/chat.txt)." \
  "ابھی ~/chat.txt موجود نہیں؛ لسنر کا آؤٹ پٹ اس میں بھیجیں (>> ~/chat.txt)۔"
grep -qx 'hello from the client' "$LAB_HOME/chat.txt" || fail "~/chat.txt does not contain the line 'hello from the client'; send it with: echo \"hello from the client\" | nc -N 127.0.0.1 9000" \
  "لا يحتوي ~/chat.txt على السطر 'hello from the client'؛ أرسله بالأمر: echo \"hello from the client\" | nc -N 127.0.0.1 9000" \
  "~/chat.txt میں 'hello from the client' والی لائن نہیں؛ اسے اس کمانڈ سے بھیجیں: echo \"hello from the client\" | nc -N 127.0.0.1 9000"
exit 0
